-- Each side's unread messages kept on the conversation (by send and mark-read), counted once here from the messages.
ALTER TABLE "conversations" ADD COLUMN "client_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "consultant_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversations" SET
  "client_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = "conversations"."id" AND m."sender_id" <> "conversations"."client_id" AND m."read_at" IS NULL),
  "consultant_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = "conversations"."id" AND m."sender_id" <> "conversations"."consultant_id" AND m."read_at" IS NULL);
