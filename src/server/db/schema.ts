import { sql } from 'drizzle-orm';
import { NEWS_KINDS } from '~/domain/notification-texts';
import type { Advice, DiagnosisInput } from '~/domain/diagnosis';
import type { CarnetComposition, DocumentKind } from '~/domain/documents-texts';
import type { ColourMeasurements, Drape } from '~/domain/draping-texts';
import type { Answers, Question } from '~/domain/questionnaire-texts';
import type { MeasuredColor } from '~/domain/palette-match';
import type { Swatch } from '~/domain/palettes';
import type { OutfitDraft, OutfitReaction } from '~/domain/outfits';
import type { ProposalDecision } from '~/domain/proposals';
import type { EditedGap } from '~/domain/wardrobe-sort-texts';
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from '~/domain/invoice-texts';
import type { PackageContent, PackageSession } from '~/domain/quote-texts';
import type { AvailabilityException, TimeRange } from '~/domain/appointment-texts';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The user table of better-auth (its `user` model is renamed `profiles`), carrying the role and names of §3.
 * `profilePhotoKey` is a storage key, never a public URL: photos are served through the API.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    profilePhotoKey: text('profile_photo_key'),
    role: text('role').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** When a client agreed that her measurements and photos be kept; null before onboarding and once withdrawn. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /**
     * When a consultant deleted her account while clients kept what she made them (outfits, proposals, a
     * conversation): the row stays so those still point somewhere, emptied of her name, address and photo.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_role_check', sql`${t.role} in ('client', 'consultant')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const clientProfiles = pgTable(
  'client_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    gender: text('gender'),
    age: integer('age'),
    height: integer('height'),
    weight: integer('weight'),
    bustSize: integer('bust_size'),
    shoulderWidth: integer('shoulder_width'),
    waistSize: integer('waist_size'),
    hipSize: integer('hip_size'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('client_profiles_gender_check', sql`${t.gender} in ('homme', 'femme', 'autre')`),
    check('client_profiles_age_check', sql`${t.age} between 18 and 120`),
    check('client_profiles_height_check', sql`${t.height} between 120 and 250`),
    check('client_profiles_weight_check', sql`${t.weight} between 30 and 250`),
    check('client_profiles_bust_check', sql`${t.bustSize} between 60 and 150`),
    check('client_profiles_shoulder_width_check', sql`${t.shoulderWidth} between 30 and 60`),
    check('client_profiles_waist_size_check', sql`${t.waistSize} between 40 and 150`),
    check('client_profiles_hip_size_check', sql`${t.hipSize} between 60 and 160`),
  ],
);

/**
 * Every change of a client's measurements: the values as they stood after it, when, and who made it. The client
 * file shows how each measurement moved, and the silhouette at an earlier date.
 */
export const measurementHistory = pgTable(
  'measurement_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => profiles.id, { onDelete: 'set null' }),
    gender: text('gender'),
    age: integer('age'),
    height: integer('height'),
    weight: integer('weight'),
    bustSize: integer('bust_size'),
    shoulderWidth: integer('shoulder_width'),
    waistSize: integer('waist_size'),
    hipSize: integer('hip_size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('measurement_history_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const clientInvites = pgTable(
  'client_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedBy: uuid('used_by').references(() => profiles.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When the link's details were first fetched (the invitation page opened): 'ouverte'. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** When an account was created through this invitation with the invited address: 'compte créé'. */
    accountCreatedAt: timestamp('account_created_at', { withTimezone: true }),
    /** 'Joindre le questionnaire de style': sent to her (the consultant's template) as she joins. */
    withQuestionnaire: boolean('with_questionnaire').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_invites_consultant_email_idx').on(t.consultantId, t.email),
    /** The invitations to an address, whoever sent them: erased with the account of the person it belongs to. */
    index('client_invites_lower_email_idx').on(sql`lower(${t.email})`),
    /** The consultant's invitations, newest first (keyset pages). */
    index('client_invites_consultant_created_idx').on(
      t.consultantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const consultantClients = pgTable(
  'consultant_clients',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The consultant's 'À relancer le …' day: due from that day on (Europe/Paris). */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** What the client means to spend on her proposals, in whole cents; null when none was set. */
    budgetCents: integer('budget_cents'),
    /** When the consultant last opened the client's file: reactions and answers after it are new. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * 'À traiter': the client answered or reacted since the consultant's last visit, or a look waits to be
     * revised. Kept as a column so the filtered portfolio reads its own index; set and cleared by the triggers of
     * the portfolio_counter_triggers migration (the client's answer or reaction sets it; a visit or a revision
     * leaves it only while a look waits to be revised).
     */
    needsAttention: boolean('needs_attention').notNull().default(false),
    /**
     * What waits on the client's card, kept with the link so a portfolio page reads nothing beyond its rows
     * (recounted in the transaction of any change to client_clothing_items or outfits, of a visit or a new link,
     * by the triggers of the portfolio_counter_triggers migration, decision record 40): her proposals not yet
     * answered, her latest looks marked 'À revoir', and her answers and reactions since the consultant's last
     * visit.
     */
    awaitingAnswers: integer('awaiting_answers').notNull().default(0),
    looksToRevise: integer('looks_to_revise').notNull().default(0),
    news: integer('news').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.consultantId, t.clientId], name: 'consultant_clients_pk' }),
    index('consultant_clients_client_idx').on(t.clientId),
    // 'À relancer': the due clients first, the oldest day first.
    index('consultant_clients_follow_up_idx')
      .on(t.consultantId, t.followUpOn.asc().nullsLast(), t.clientId.asc().nullsLast())
      .where(sql`${t.followUpOn} is not null`),
    index('consultant_clients_consultant_created_idx').on(
      t.consultantId,
      t.createdAt.desc().nullsFirst(),
      t.clientId.desc().nullsFirst(),
    ),
    index('consultant_clients_attention_idx')
      .on(t.consultantId, t.createdAt.desc().nullsFirst(), t.clientId.desc().nullsFirst())
      .where(sql`${t.needsAttention}`),
    check('consultant_clients_distinct_check', sql`${t.consultantId} <> ${t.clientId}`),
    check('consultant_clients_budget_check', sql`${t.budgetCents} between 0 and 10000000`),
  ],
);

/**
 * The consultant's private notes on a client file: written and read by that consultant only, as long as the two
 * are linked (the link's end takes them with it).
 */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id').notNull(),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'client_notes_link_fk',
      columns: [t.consultantId, t.clientId],
      foreignColumns: [consultantClients.consultantId, consultantClients.clientId],
    }).onDelete('cascade'),
    index('client_notes_file_created_idx').on(
      t.consultantId,
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('client_notes_body_length_check', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

export const clothingItems = pgTable(
  'clothing_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    color: text('color').notNull().default('other'),
    season: text('season').notNull().default('all'),
    /** The occasions it suits (`OCCASIONS`); none said, it goes with every one. */
    occasions: text('occasions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** What the owner calls it ('Chemise en lin'); cards show the category label without it. */
    name: text('name'),
    brand: text('brand'),
    /** For a proposal, the advised size; for her own garment, its size. */
    size: text('size'),
    /** Where a proposal is sold, its product page (https only) and how it fits. */
    shop: text('shop'),
    productUrl: text('product_url'),
    fitNote: text('fit_note'),
    /** Whole cents, so 49,90 € is exactly 4990. */
    priceCents: integer('price_cents'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    imageKey: text('image_key').notNull(),
    enhancedImageKey: text('enhanced_image_key'),
    /** The dominant colours of the cutout in CIE L*a*b*, largest share first; null until measured. */
    colors: jsonb('colors').$type<MeasuredColor[]>(),
    /**
     * How the dominant colour sits in the owner's palette ('in', 'near', 'out'); null without a palette or a
     * measured colour. Kept for a client's own garments, so the wardrobe's 'Dans ma palette' filter reads an index.
     */
    paletteMatch: text('palette_match'),
    /** French labels of category, colour and season, the notes, name, brand and size, lowercase without accents. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    /**
     * Set when she gave, sold or threw the garment away: it leaves her wardrobe, its picker and counts, and stays
     * in the looks that used it and in 'Sortis de la garde-robe', restorable. The wardrobe's indexes hold only the
     * garments still in it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archiveReason: text('archive_reason'),
    /** Days she logged wearing it ('Je l'ai porté'), kept with `garment_wears` so no list counts the log. */
    wearCount: integer('wear_count').notNull().default(0),
    lastWornOn: date('last_worn_on', { mode: 'string' }),
  },
  (t) => [
    index('clothing_items_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('clothing_items_user_created_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('clothing_items_user_category_created_idx')
      .on(t.userId, t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('clothing_items_user_palette_created_idx')
      .on(t.userId, t.paletteMatch, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    // A proposal's 'Se porte avec N de vos vêtements': her garments of a category that suit her palette.
    index('clothing_items_user_category_suited_idx')
      .on(t.userId, t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.paletteMatch} in ('in', 'near') and ${t.archivedAt} is null`),
    // 'Sortis de la garde-robe', the latest first (the garments still in the wardrobe after them, nulls last); the
    // one index holding all of a person's garments, for what reads them all (her export, her consent, a palette).
    index('clothing_items_user_archived_idx').on(
      t.userId,
      t.archivedAt.desc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    check(
      'clothing_items_archive_check',
      sql`(${t.archivedAt} is null) = (${t.archiveReason} is null) and ${t.archiveReason} in ('given', 'sold', 'thrown')`,
    ),
    check('clothing_items_palette_match_check', sql`${t.paletteMatch} in ('in', 'near', 'out')`),
    check(
      'clothing_items_category_check',
      sql`${t.category} in ('top', 'bottom', 'one_piece', 'shoes', 'outerwear', 'accessory')`,
    ),
    check(
      'clothing_items_color_check',
      sql`${t.color} in ('black', 'grey', 'white', 'beige', 'brown', 'pink', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'other')`,
    ),
    check('clothing_items_season_check', sql`${t.season} in ('all', 'spring', 'summer', 'autumn', 'winter')`),
    check(
      'clothing_items_occasions_check',
      sql`${t.occasions} <@ array['office', 'remote', 'clients', 'weekend', 'evening', 'sport', 'travel', 'ceremony']::text[]`,
    ),
    check('clothing_items_name_length_check', sql`char_length(${t.name}) between 1 and 80`),
    check('clothing_items_brand_length_check', sql`char_length(${t.brand}) between 1 and 60`),
    check('clothing_items_size_length_check', sql`char_length(${t.size}) between 1 and 20`),
    check('clothing_items_shop_length_check', sql`char_length(${t.shop}) between 1 and 80`),
    check(
      'clothing_items_product_url_check',
      sql`char_length(${t.productUrl}) between 9 and 2000 and ${t.productUrl} like 'https://%'`,
    ),
    check('clothing_items_fit_note_length_check', sql`char_length(${t.fitNote}) between 1 and 300`),
    check('clothing_items_price_check', sql`${t.priceCents} between 0 and 10000000`),
    check('clothing_items_purchase_date_check', sql`${t.purchaseDate} >= '1900-01-01'`),
    check('clothing_items_wear_count_check', sql`${t.wearCount} >= 0`),
  ],
);

/**
 * The consultant's diagnosis of a client (docs/decisions/0016): one row per client, written only by her linked
 * consultant, kept with the client when the link ends, like the outfits made for her.
 */
export const clientDiagnoses = pgTable(
  'client_diagnoses',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    morphology: text('morphology').$type<NonNullable<DiagnosisInput['morphology']>>(),
    morphologyNote: text('morphology_note'),
    advice: jsonb('advice').$type<Advice>().notNull().default({}),
    palette: text('palette').$type<NonNullable<DiagnosisInput['palette']>>(),
    addedSwatches: jsonb('added_swatches').$type<Swatch[]>().notNull().default([]),
    removedSwatches: jsonb('removed_swatches').$type<string[]>().notNull().default([]),
    avoidColors: jsonb('avoid_colors').$type<Swatch[]>().notNull().default([]),
    // What a complete colour analysis hands over besides the palette (issue 37).
    signatureColors: jsonb('signature_colors').$type<Swatch[]>().notNull().default([]),
    metals: text('metals').$type<NonNullable<DiagnosisInput['metals']>>(),
    contrast: text('contrast').$type<NonNullable<DiagnosisInput['contrast']>>(),
    makeupAdvice: text('makeup_advice'),
    hairAdvice: text('hair_advice'),
    /** Who wrote it last; null once that consultant's account is gone. */
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('client_diagnoses_note_length_check', sql`char_length(${t.morphologyNote}) between 1 and 1000`),
    check(
      'client_diagnoses_makeup_advice_length_check',
      sql`char_length(${t.makeupAdvice}) between 1 and 1000`,
    ),
    check('client_diagnoses_hair_advice_length_check', sql`char_length(${t.hairAdvice}) between 1 and 1000`),
    index('client_diagnoses_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * 'Ajouter plusieurs vêtements': a photo waiting to become a garment. The row is also the job of the capture
 * queue (docs/decisions/0011): `queued` rows are claimed by one server instance at a time, `processing` ones
 * hold a lease that another instance takes over once it runs out, `ready` ones wait for the review grid.
 */
export const garmentCaptures = pgTable(
  'garment_captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    /**
     * The photo's place in the round robin between owners (start-time fair queuing): the owner's next turn, or
     * the queue's current one when that is later. The queue is served by turn, so a new owner's one photo
     * waits for at most one photo of each other owner, whatever their batches.
     */
    turn: integer('turn').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Why the last attempt failed, as a code (the API words it in French). */
    errorCode: text('error_code'),
    confidence: text('confidence'),
    color: text('color'),
    imageKey: text('image_key').notNull(),
    cutoutKey: text('cutout_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('garment_captures_user_created_idx').on(t.userId, t.createdAt.asc(), t.id.asc()),
    index('garment_captures_queued_turn_idx')
      .on(t.turn.asc(), t.createdAt.asc(), t.id.asc())
      .where(sql`${t.status} = 'queued'`),
    index('garment_captures_lease_idx')
      .on(t.leaseUntil.asc())
      .where(sql`${t.status} = 'processing'`),
    check('garment_captures_status_check', sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`),
  ],
);

/** The catalogue: garments a consultant proposed to a client. */
export const clientClothingItems = pgTable(
  'client_clothing_items',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clothingItemId: uuid('clothing_item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
    /** The garment's owner, copied here so a consultant's proposals to a client are read by one index. */
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The client's answer: 'wanted', 'maybe', 'declined', or 'bought' once the garment moved to her wardrobe. */
    decision: text('decision').$type<ProposalDecision>(),
    decisionComment: text('decision_comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.clothingItemId], name: 'client_clothing_items_pk' }),
    // 'Propositions': all of a client's proposals, whoever made them, newest first.
    index('client_clothing_items_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.clothingItemId.desc().nullsFirst(),
    ),
    check(
      'client_clothing_items_decision_check',
      sql`${t.decision} in ('wanted', 'maybe', 'declined', 'bought')`,
    ),
    check(
      'client_clothing_items_decision_comment_check',
      sql`char_length(${t.decisionComment}) between 1 and 1000`,
    ),
    index('client_clothing_items_client_consultant_created_idx').on(
      t.clientId,
      t.consultantId,
      t.createdAt.desc().nullsFirst(),
      t.clothingItemId.desc().nullsFirst(),
    ),
    index('client_clothing_items_item_idx').on(t.clothingItemId),
  ],
);

export const outfits = pgTable(
  'outfits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    comments: text('comments'),
    imageKey: text('image_key').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who composed it for her; null for a look she composed herself (from an idea, or in the editor). */
    consultantId: uuid('consultant_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** Where each garment sits on the board, so a revision starts from it; null for outfits made before. */
    draft: jsonb('draft').$type<OutfitDraft>(),
    /**
     * Whether its image was drawn on the silhouette made from her measurements: it then goes when she withdraws
     * her consent. True for outfits made before this was recorded, which may have been.
     */
    drawnOnMeasurements: boolean('drawn_on_measurements').notNull().default(true),
    /**
     * Revisions: every version of a look shares the first one's id (`rootId`); `version` counts from 1 and only
     * the newest is `latest`, which the lists show.
     */
    rootId: uuid('root_id').notNull(),
    previousId: uuid('previous_id'),
    version: integer('version').notNull().default(1),
    latest: boolean('latest').notNull().default(true),
    /**
     * False while the look is the consultant's draft (autosaved from the editor): only she sees it, until
     * 'Enregistrer et partager'. A look once shared stays shared; its revisions are shared at once.
     */
    shared: boolean('shared').notNull().default(true),
    /** The client's answer to this version: 'love', 'revise' or 'no', with her comment. */
    reaction: text('reaction').$type<OutfitReaction>(),
    reactionComment: text('reaction_comment'),
    reactedAt: timestamp('reacted_at', { withTimezone: true }),
    /** On a look she composed herself: her consultant's word on it, with who wrote it and when. */
    consultantComment: text('consultant_comment'),
    commentedBy: uuid('commented_by').references(() => profiles.id, { onDelete: 'set null' }),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The client's list: her shared looks only (drafts are the consultant's).
    index('outfits_client_shared_created_idx')
      .on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.latest} and ${t.shared}`),
    // The client first: led by the consultant, the planner preferred the client's index and filtered.
    index('outfits_client_consultant_created_idx')
      .on(t.clientId, t.consultantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.latest}`),
    // The looks she composed herself, for her consultant's file.
    index('outfits_client_own_created_idx')
      .on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.latest} and ${t.consultantId} is null`),
    index('outfits_commented_by_idx').on(t.commentedBy),
    // A consultant's outfits across clients: her account's deletion and export.
    index('outfits_consultant_idx').on(t.consultantId),
    // All of a client's versions, the earlier ones too: her account's cascade, and a withdrawn consent's erasure
    // finding her earlier versions (`not latest`) to make the newest left the latest.
    index('outfits_client_latest_idx').on(t.clientId, t.latest),
    unique('outfits_root_version_unique').on(t.rootId, t.version),
    foreignKey({ columns: [t.previousId], foreignColumns: [t.id], name: 'outfits_previous_fk' }).onDelete(
      'set null',
    ),
    check('outfits_reaction_check', sql`${t.reaction} in ('love', 'revise', 'no')`),
    check('outfits_reaction_comment_check', sql`char_length(${t.reactionComment}) between 1 and 1000`),
    check('outfits_version_check', sql`${t.version} >= 1`),
    // Her own looks are never drafts, and nobody answers them with a reaction.
    check(
      'outfits_own_look_check',
      sql`${t.consultantId} is not null or (${t.shared} and ${t.reaction} is null)`,
    ),
    check(
      'outfits_consultant_comment_check',
      sql`${t.consultantComment} is null or (char_length(${t.consultantComment}) between 1 and 1000 and ${t.consultantId} is null)`,
    ),
  ],
);

export const outfitClothingItems = pgTable(
  'outfit_clothing_items',
  {
    outfitId: uuid('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    clothingItemId: uuid('clothing_item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.outfitId, t.clothingItemId], name: 'outfit_clothing_items_pk' }),
    index('outfit_clothing_items_item_idx').on(t.clothingItemId),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Messages the client has not read yet: kept by `send` and `markRead`, so no list counts messages. */
    clientUnread: integer('client_unread').notNull().default(0),
    /** Messages the consultant has not read yet. */
    consultantUnread: integer('consultant_unread').notNull().default(0),
    /** When the link between the two ended: the client keeps the history, read-only; the consultant loses it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('conversations_pair_unique').on(t.clientId, t.consultantId),
    index('conversations_client_updated_idx').on(
      t.clientId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The consultant's list shows only the conversations of her current clients.
    index('conversations_consultant_updated_idx')
      .on(t.consultantId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.closedAt} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_created_idx').on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
    check('messages_content_length_check', sql`char_length(${t.content}) between 1 and 4000`),
  ],
);

/**
 * What the sidebar's badge shows on every page: the messages each person has not read, over all her conversations
 * (a consultant's open ones only). Kept by the triggers of the kept_counts migration from the conversations'
 * own counters, in the transaction that changes them (decision record 49), so the badge reads one row.
 */
export const unreadCounts = pgTable('unread_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  messages: integer('messages').notNull().default(0),
});

/**
 * 'Mon diagnostic': a client's own garments counted by category and verdict ('in', 'near', 'out', or 'unmeasured'
 * without a measured colour; a measured garment without a palette has no verdict and is not counted). Kept by
 * the triggers of the kept_counts migration on clothing_items (decision record 49).
 */
export const wardrobeVerdictCounts = pgTable(
  'wardrobe_verdict_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    verdict: text('verdict').notNull(),
    garments: integer('garments').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category, t.verdict], name: 'wardrobe_verdict_counts_pk' }),
    check('wardrobe_verdict_counts_verdict_check', sql`${t.verdict} in ('in', 'near', 'out', 'unmeasured')`),
  ],
);

/**
 * Fixed-window request counters shared by every server instance (rate limits). `key` names the rule, the
 * window length and the subject (an address, an account, a user); rows past `expires_at` are swept.
 */
/**
 * A client's garments still in her wardrobe by category and season, kept by triggers on clothing_items (migration
 * 0039, as wardrobe_verdict_counts): what a proposal's new complete looks are counted against, in a few rows.
 */
export const wardrobeSeasonCounts = pgTable(
  'wardrobe_season_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    season: text('season').notNull(),
    garments: integer('garments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category, t.season], name: 'wardrobe_season_counts_pk' })],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

/**
 * The durable job queue (src/server/platform/jobs, decision record 61): the capture queue's claim-and-lease pattern
 * for any work. A job is `pending` until due (`run_at`), `active` while an instance holds its lease, then `done`,
 * or `dead` once its attempts are spent (kept, and logged, for a person to look at). `key` is the idempotency key:
 * one job per queue and key, ever, so a job enqueued twice (two instances, a retried request) runs once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('jobs_queue_key_unique').on(t.queue, t.key),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'active'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    check('jobs_state_check', sql`${t.state} in ('pending', 'active', 'done', 'dead')`),
  ],
);

/**
 * What happened for someone (a look shared, a message, a client who joined...), kept for the in-app markers and
 * told by mail as her preferences say. `event_key` names the event, so telling it twice records it once. `mail`:
 * `pending` until `mail_due_at` (a job then sends everything due for her in one mail, `mail_job_id`), `digest`
 * for the daily summary, `sent`, or `skipped` (read meanwhile, or nothing to send).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    /** What the mail groups by: a conversation's messages make one group, limited to a mail per 15 minutes. */
    groupKey: text('group_key').notNull(),
    /** Ids the mail needs to name and link what happened (never message text or names: read when sending). */
    subject: jsonb('subject').$type<Record<string, string>>().notNull().default({}),
    mail: text('mail').notNull(),
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }),
    mailJobId: uuid('mail_job_id'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The same for her devices' push notifications: `pending` until its round, then `sent` or `skipped`; null: none. */
    push: text('push'),
    pushDueAt: timestamp('push_due_at', { withTimezone: true }),
    pushJobId: uuid('push_job_id'),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_event_unique').on(t.recipientId, t.eventKey),
    index('notifications_mail_due_idx')
      .on(t.recipientId, t.mailDueAt)
      .where(sql`${t.mail} = 'pending'`),
    index('notifications_group_mailed_idx').on(t.recipientId, t.groupKey, t.mailedAt),
    index('notifications_digest_idx')
      .on(t.recipientId)
      .where(sql`${t.mail} = 'digest'`),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // What the app marks 'Nouveau' (NEWS_KINDS), newest first: the news query reads exactly its rows from here.
    index('notifications_unseen_idx')
      .on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`${t.seenAt} is null and ${t.kind} in (${sql.raw(NEWS_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
      ),
    check('notifications_mail_check', sql`${t.mail} in ('pending', 'digest', 'sent', 'skipped')`),
    index('notifications_push_due_idx')
      .on(t.recipientId, t.pushDueAt)
      .where(sql`${t.push} = 'pending'`),
    index('notifications_group_pushed_idx').on(t.recipientId, t.groupKey, t.pushedAt),
    check('notifications_push_check', sql`${t.push} in ('pending', 'sent', 'skipped')`),
  ],
);

/** A person's choice per kind of notification (categories in src/domain/notifications.ts); none means the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    mail: text('mail').notNull(),
    /** Pushed to her devices (those she allowed) as it happens. */
    push: boolean('push').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category], name: 'notification_preferences_pk' }),
    check('notification_preferences_mail_check', sql`${t.mail} in ('immediate', 'daily', 'never')`),
  ],
);

/** A device's web push subscription (its push service's endpoint and the keys to encrypt for it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Who has the app open: one row per person and instance holding one of her realtime sockets, refreshed while it
 * stays open and valid until `until` (an instance that died leaves rows that simply run out).
 */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] })],
);

/**
 * A wardrobe sort ('Tri de garde-robe'): the client's garments in turn (all of them, or one category or season),
 * started by her or by a consultant following her; kept with its date, several over time.
 */
export const wardrobeSorts = pgTable(
  'wardrobe_sorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => profiles.id, { onDelete: 'set null' }),
    category: text('category'),
    season: text('season'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'Ce qui manque' as her consultant edited it; null while the report computes it from the kept wardrobe. */
    missing: jsonb('missing').$type<EditedGap[]>(),
  },
  (t) => [
    index('wardrobe_sorts_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'wardrobe_sorts_category_check',
      sql`${t.category} in ('top', 'bottom', 'one_piece', 'shoes', 'outerwear', 'accessory')`,
    ),
    check('wardrobe_sorts_season_check', sql`${t.season} in ('all', 'spring', 'summer', 'autumn', 'winter')`),
  ],
);

/** One decision of a sort per garment, the last one made, with who made it. */
export const sortDecisions = pgTable(
  'sort_decisions',
  {
    sortId: uuid('sort_id')
      .notNull()
      .references(() => wardrobeSorts.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sortId, t.itemId] }),
    index('sort_decisions_item_idx').on(t.itemId),
    check('sort_decisions_decision_check', sql`${t.decision} in ('keep', 'alter', 'give', 'sell', 'unsure')`),
    check('sort_decisions_note_length_check', sql`char_length(${t.note}) between 1 and 500`),
  ],
);

/** 'Mon activité': how a consultant's business appears on the documents she hands over. */
export const consultantBusinesses = pgTable(
  'consultant_businesses',
  {
    consultantId: uuid('consultant_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    businessName: text('business_name'),
    accentColor: text('accent_color').notNull(),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    /** Her logo (a PNG, transparency kept), a storage key under her folder. */
    logoKey: text('logo_key'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('consultant_businesses_name_length_check', sql`char_length(${t.businessName}) between 1 and 80`),
    check('consultant_businesses_accent_check', sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
    check('consultant_businesses_email_length_check', sql`char_length(${t.email}) between 3 and 254`),
    check('consultant_businesses_phone_length_check', sql`char_length(${t.phone}) between 6 and 30`),
    check(
      'consultant_businesses_website_check',
      sql`char_length(${t.website}) between 9 and 200 and ${t.website} like 'https://%'`,
    ),
  ],
);

/** The carnet de style a consultant composes for a client: its sections and their order, her intro, the looks. */
export const carnetDrafts = pgTable(
  'carnet_drafts',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    composition: jsonb('composition').$type<CarnetComposition>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.consultantId] }),
    index('carnet_drafts_consultant_idx').on(t.consultantId),
  ],
);

/**
 * A document sent to a client ('Envoyer à la cliente'): a dated version of her carnet or shopping list, its PDF
 * kept under her storage folder (it goes with her account and with her consent), opened from 'Mes documents'.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who sent it; null once her account is gone (the client keeps the document). */
    consultantId: uuid('consultant_id').references(() => profiles.id, { onDelete: 'set null' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: createdAt(),
    /** The client's first opening; the consultant sees it on the client file. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [
    check('client_documents_kind_check', sql`${t.kind} in ('carnet', 'shopping')`),
    uniqueIndex('client_documents_client_kind_version_idx').on(t.clientId, t.kind, t.version),
    index('client_documents_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('client_documents_consultant_client_created_idx').on(
      t.consultantId,
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * A 'Questionnaire de style' a consultant sent a client: its questions as sent (her template then), the client's
 * answers by question id, saved as she goes, and when she finished. One per consultant and client; sending again
 * keeps her answers to the questions still asked.
 */
export const styleQuestionnaires = pgTable(
  'style_questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who sent it; null once her account is gone (the answers are the client's and stay). */
    consultantId: uuid('consultant_id').references(() => profiles.id, { onDelete: 'set null' }),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('style_questionnaires_client_consultant_idx').on(t.clientId, t.consultantId),
    index('style_questionnaires_consultant_idx').on(t.consultantId),
  ],
);

/**
 * A consultant's own questionnaire template: the default questions as she edited, reordered and extended them.
 * None means she sends the profession's default; sending copies it into the client's questionnaire.
 */
export const questionnaireTemplates = pgTable('questionnaire_templates', {
  consultantId: uuid('consultant_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<Question[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The client's inspiration photos in her style questionnaire (decision record 72): her own screenshots, each 'J'aime'
 * or 'Pas moi' with an optional caption. Hers like her answers: erased with her account (the cascade, and her
 * files by prefix), not with the consent to keep measurements and photos of her, which they are not.
 */
export const questionnaireInspirations = pgTable(
  'questionnaire_inspirations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => styleQuestionnaires.id, { onDelete: 'cascade' }),
    /** `users/<clientId>/questionnaires/<questionnaireId>/inspiration-<random>.jpg`; its small variant beside it. */
    imageKey: text('image_key').notNull(),
    liked: boolean('liked').notNull(),
    caption: text('caption'),
    /** The photo question it answers (a question id of the questionnaire); null for her free inspirations. */
    questionId: text('question_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'questionnaire_inspirations_caption_length_check',
      sql`char_length(${t.caption}) between 1 and 200`,
    ),
    // The list's order, oldest first: `order by created_at, id`.
    index('questionnaire_inspirations_questionnaire_idx').on(t.questionnaireId, t.createdAt, t.id),
  ],
);

/**
 * A client's colour analysis (issue 37, decision record 71): the colours her browser measured on her face photo,
 * the photo itself only when she agreed to keep it (its own consent, apart from the account's), and the drapes her
 * consultant compared on it. The season, signature colours and advice it leads to are in her diagnosis.
 */
export const colourAnalyses = pgTable(
  'colour_analyses',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** When she agreed to keep her face photo; withdrawn, the photo goes and this is null again. */
    photoConsentAt: timestamp('photo_consent_at', { withTimezone: true }),
    photoKey: text('photo_key'),
    measurements: jsonb('measurements').$type<ColourMeasurements>(),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    drapes: jsonb('drapes').$type<Drape[]>().notNull().default([]),
    note: text('note'),
    /** Who wrote it last; null once that account is gone. */
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('colour_analyses_note_length_check', sql`char_length(${t.note}) between 1 and 2000`),
    check(
      'colour_analyses_photo_consent_check',
      sql`${t.photoKey} is null or ${t.photoConsentAt} is not null`,
    ),
    index('colour_analyses_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * The wear log (issue 38): one row per garment and day she wore it, so a second 'Je l'ai porté' the same day
 * changes nothing. `clothing_items.wear_count` and `last_worn_on` are kept with it in the same transaction.
 */
export const garmentWears = pgTable(
  'garment_wears',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clothingItemId: uuid('clothing_item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
    wornOn: date('worn_on', { mode: 'string' }).notNull(),
    /** The look she logged, when she logged a look rather than pieces; kept if the look goes. */
    outfitId: uuid('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.clothingItemId, t.wornOn], name: 'garment_wears_pk' }),
    // Her log by day, the latest first.
    index('garment_wears_client_day_idx').on(t.clientId, t.wornOn.desc().nullsFirst(), t.clothingItemId),
    index('garment_wears_item_idx').on(t.clothingItemId),
    index('garment_wears_outfit_idx').on(t.outfitId),
  ],
);

/** Her calendar: one planned look per day, hers or her consultant's. */
export const outfitPlans = pgTable(
  'outfit_plans',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    outfitId: uuid('outfit_id')
      .notNull()
      .references(() => outfits.id, { onDelete: 'cascade' }),
    /** Who planned it: she, or her consultant; null once that account is gone. */
    plannedBy: uuid('planned_by').references(() => profiles.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.day], name: 'outfit_plans_pk' }),
    index('outfit_plans_outfit_idx').on(t.outfitId),
    index('outfit_plans_planned_by_idx').on(t.plannedBy),
    check('outfit_plans_note_length_check', sql`char_length(${t.note}) between 1 and 200`),
  ],
);

/**
 * The address of her calendar feed (.ics) a calendar app subscribes to: only the SHA-256 of its secret is kept,
 * and a new address replaces the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: createdAt(),
});

/** Outfit ideas she set aside ('Pas pour moi'): not proposed again for a while; nothing else is learnt from them. */
export const outfitIdeaRejections = pgTable(
  'outfit_idea_rejections',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The idea's garment ids, sorted and joined by commas. */
    signature: text('signature').notNull(),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.signature], name: 'outfit_idea_rejections_pk' }),
    check(
      'outfit_idea_rejections_signature_length_check',
      sql`char_length(${t.signature}) between 36 and 400`,
    ),
  ],
);

/**
 * A capsule ('Bureau hiver': a named set of her pieces) or a travel case (pieces, dates, a look per day and a
 * packing checklist), built by the client or by a consultant following her.
 */
export const capsules = pgTable(
  'capsules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'capsule' | 'travel'>().notNull(),
    name: text('name').notNull(),
    /** A travel case's first and last days; null for a capsule. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** What the trip holds ('Travail', 'Soirée'...), as free words. */
    occasions: text('occasions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('capsules_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('capsules_created_by_idx').on(t.createdBy),
    check('capsules_kind_check', sql`${t.kind} in ('capsule', 'travel')`),
    check('capsules_name_length_check', sql`char_length(${t.name}) between 1 and 80`),
    check('capsules_notes_length_check', sql`char_length(${t.notes}) between 1 and 2000`),
    check(
      'capsules_dates_check',
      sql`(${t.kind} = 'travel') = (${t.startsOn} is not null and ${t.endsOn} is not null) and ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);

export const capsuleItems = pgTable(
  'capsule_items',
  {
    capsuleId: uuid('capsule_id')
      .notNull()
      .references(() => capsules.id, { onDelete: 'cascade' }),
    clothingItemId: uuid('clothing_item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
    /** Ticked on the packing checklist. */
    packed: boolean('packed').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.capsuleId, t.clothingItemId], name: 'capsule_items_pk' }),
    index('capsule_items_item_idx').on(t.clothingItemId),
  ],
);

/** A travel case's look for one of its days. */
export const capsuleDays = pgTable(
  'capsule_days',
  {
    capsuleId: uuid('capsule_id')
      .notNull()
      .references(() => capsules.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    outfitId: uuid('outfit_id').references(() => outfits.id, { onDelete: 'set null' }),
    occasion: text('occasion'),
  },
  (t) => [
    primaryKey({ columns: [t.capsuleId, t.day], name: 'capsule_days_pk' }),
    index('capsule_days_outfit_idx').on(t.outfitId),
    check('capsule_days_occasion_length_check', sql`char_length(${t.occasion}) between 1 and 80`),
  ],
);

/** What an invoice and a quote print: the seller and the buyer as they were that day, the lines and totals. */
const printedAmounts = () => ({
  seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
  totalExclCents: integer('total_excl_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
});

/** 'Facturation': what her invoices must say of her (issue 39); copied onto each invoice when it is issued. */
export const consultantInvoicing = pgTable(
  'consultant_invoicing',
  {
    consultantId: uuid('consultant_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    status: text('status').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    siret: text('siret').notNull(),
    vatNumber: text('vat_number'),
    address: text('address').notNull(),
    iban: text('iban'),
    paymentLink: text('payment_link'),
    terms: text('terms').notNull(),
    paymentDays: integer('payment_days').notNull().default(0),
    cancellationHours: integer('cancellation_hours').notNull().default(48),
    depositPercent: integer('deposit_percent').notNull().default(40),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('consultant_invoicing_status_check', sql`${t.status} in ('franchise', 'vat')`),
    check(
      'consultant_invoicing_vat_rate_check',
      sql`(${t.status} = 'franchise' and ${t.vatRateBp} = 0) or (${t.status} = 'vat' and ${t.vatRateBp} between 10 and 3000)`,
    ),
    check('consultant_invoicing_siret_check', sql`${t.siret} ~ '^[0-9]{14}$'`),
    check('consultant_invoicing_legal_name_check', sql`char_length(${t.legalName}) between 1 and 120`),
    check('consultant_invoicing_address_check', sql`char_length(${t.address}) between 1 and 300`),
    check('consultant_invoicing_terms_check', sql`char_length(${t.terms}) between 1 and 4000`),
    check('consultant_invoicing_payment_days_check', sql`${t.paymentDays} between 0 and 60`),
    check('consultant_invoicing_cancellation_check', sql`${t.cancellationHours} between 0 and 720`),
    check('consultant_invoicing_deposit_check', sql`${t.depositPercent} between 0 and 100`),
  ],
);

/** Her invoices' last number, per calendar year: taken under the row's lock in the issuing transaction. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.consultantId, t.year], name: 'invoice_sequences_pk' }),
    check('invoice_sequences_last_number_check', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * Invoices, deposit invoices and credit notes, numbered in one unbroken sequence per consultant and year. A row
 * never changes once written, but for its payment (set once) and its client's id (gone with her account: the
 * buyer stays as printed); none is deleted before ten years (trigger `invoices_immutable`, decision record 77).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id),
    clientId: uuid('client_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The form's id: the same request twice gives the same invoice. */
    requestId: uuid('request_id').notNull(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    serviceOn: date('service_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    ...printedAmounts(),
    creditsInvoiceId: uuid('credits_invoice_id'),
    /** The accepted quote a deposit invoice was drawn from. */
    quoteId: uuid('quote_id').references(() => quotes.id),
    /**
     * The session of her agenda an invoice bills ('Facturer'), so it is not billed twice. No foreign key: an
     * invoice outlives the appointment (her client's account erased) and is never updated.
     */
    appointmentId: uuid('appointment_id'),
    note: text('note'),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_number_unique').on(t.consultantId, t.year, t.number),
    unique('invoices_request_unique').on(t.consultantId, t.requestId),
    uniqueIndex('invoices_credits_unique').on(t.creditsInvoiceId),
    foreignKey({ columns: [t.creditsInvoiceId], foreignColumns: [t.id], name: 'invoices_credits_fk' }),
    index('invoices_consultant_issued_idx').on(t.consultantId, t.issuedOn, t.number),
    index('invoices_consultant_paid_idx')
      .on(t.consultantId, t.paidOn, t.number)
      .where(sql`${t.paidOn} is not null`),
    index('invoices_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('invoices_consultant_client_created_idx').on(t.consultantId, t.clientId, t.createdAt, t.id),
    index('invoices_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.quoteId} is not null`),
    index('invoices_appointment_idx')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'deposit', 'credit')`),
    check('invoices_number_check', sql`${t.number} >= 1`),
    check('invoices_due_check', sql`${t.dueOn} >= ${t.issuedOn}`),
    check(
      'invoices_credit_check',
      sql`(${t.kind} = 'credit') = (${t.creditsInvoiceId} is not null) and (case when ${t.kind} = 'credit' then ${t.totalCents} <= 0 else ${t.totalCents} >= 0 end)`,
    ),
    check('invoices_totals_check', sql`${t.totalCents} = ${t.totalExclCents} + ${t.vatCents}`),
    check(
      'invoices_payment_check',
      sql`(${t.paidOn} is null) = (${t.paymentMethod} is null) and (${t.paidOn} is null or ${t.kind} <> 'credit')`,
    ),
    check(
      'invoices_payment_method_check',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('transfer', 'link', 'card', 'cheque')`,
    ),
    check('invoices_note_check', sql`${t.note} is null or char_length(${t.note}) between 1 and 300`),
    check(
      'invoices_reference_check',
      sql`${t.paymentReference} is null or char_length(${t.paymentReference}) between 1 and 120`,
    ),
  ],
);

/** 'Forfaits': what she offers, with its price; retired rather than deleted (the quotes keep their own copy). */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description'),
    sessions: jsonb('sessions').$type<PackageSession[]>().notNull(),
    looks: integer('looks').notNull(),
    carnet: boolean('carnet').notNull(),
    supportDays: integer('support_days').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_consultant_created_idx')
      .on(t.consultantId, t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    check('packages_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('packages_price_check', sql`${t.priceCents} between 0 and 10000000`),
    check('packages_looks_check', sql`${t.looks} between 0 and 100`),
    check('packages_support_check', sql`${t.supportDays} between 0 and 365`),
  ],
);

/** Her quotes' last number, per calendar year, taken under the row's lock as the invoices' is. */
export const quoteSequences = pgTable(
  'quote_sequences',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.consultantId, t.year], name: 'quote_sequences_pk' })],
);

/**
 * 'Devis': sent to a client, with her terms of sale as they were; the client accepts it (with her choice on the
 * withdrawal period when concluded at a distance) or declines it, once. Its content never changes once sent.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => profiles.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    ...printedAmounts(),
    package: jsonb('package').$type<PackageContent & { id: string }>(),
    terms: text('terms').notNull(),
    distance: boolean('distance').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    earlyStart: boolean('early_start'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quotes_number_unique').on(t.consultantId, t.year, t.number),
    unique('quotes_request_unique').on(t.consultantId, t.requestId),
    index('quotes_consultant_created_idx').on(t.consultantId, t.createdAt, t.id),
    index('quotes_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('quotes_consultant_client_created_idx').on(t.consultantId, t.clientId, t.createdAt, t.id),
    check('quotes_valid_check', sql`${t.validUntil} >= ${t.issuedOn}`),
    check('quotes_answer_check', sql`${t.acceptedAt} is null or ${t.declinedAt} is null`),
    check(
      'quotes_early_start_check',
      sql`(${t.earlyStart} is not null) = (${t.acceptedAt} is not null and ${t.distance})`,
    ),
    check(
      'quotes_totals_check',
      sql`${t.totalCents} = ${t.totalExclCents} + ${t.vatCents} and ${t.totalCents} >= 0`,
    ),
    check('quotes_deposit_check', sql`${t.depositPercent} between 0 and 100`),
  ],
);

/** A package bought by an accepted quote: its sessions used and its support window, seen by both. */
export const clientPackages = pgTable(
  'client_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique('client_packages_quote_unique')
      .references(() => quotes.id, { onDelete: 'cascade' }),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<PackageContent>().notNull(),
    sessionsUsed: integer('sessions_used').notNull().default(0),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    supportUntil: date('support_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_packages_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('client_packages_consultant_client_created_idx').on(t.consultantId, t.clientId, t.createdAt, t.id),
    check('client_packages_used_check', sql`${t.sessionsUsed} >= 0`),
  ],
);

/** Her hours ('Disponibilités'): her week, Monday first, in the product's zone; the days that differ; her notice. */
export const consultantAvailability = pgTable(
  'consultant_availability',
  {
    consultantId: uuid('consultant_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    week: jsonb('week').$type<TimeRange[][]>().notNull(),
    exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull().default([]),
    noticeHours: integer('notice_hours').notNull().default(24),
    updatedAt: updatedAt(),
  },
  (t) => [check('consultant_availability_notice_check', sql`${t.noticeHours} between 0 and 336`)],
);

/**
 * A session booked in her hours (issue 39, decision record 79): from a client's package or proposed outside one.
 * Two booked sessions of one consultant never overlap: booking, moving and cancelling take her profile row's lock
 * first. `counted` says the session is used from its package (booked, or cancelled late and not waived).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientPackageId: uuid('client_package_id').references(() => clientPackages.id, { onDelete: 'cascade' }),
    /** The package's session it takes (its place in the package's list); null outside a package. */
    sessionIndex: integer('session_index'),
    sessionLabel: text('session_label').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place'),
    status: text('status').notNull().default('booked'),
    bookedBy: text('booked_by').notNull(),
    requestId: uuid('request_id').notNull(),
    counted: boolean('counted').notNull().default(false),
    late: boolean('late').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    /** Its reminder went out for this start (cleared when it moves). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The .ics SEQUENCE: one more at each move or cancellation. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('appointments_request_unique').on(t.consultantId, t.requestId),
    index('appointments_consultant_starts_idx').on(t.consultantId, t.startsAt, t.id),
    index('appointments_client_starts_idx').on(t.clientId, t.startsAt, t.id),
    index('appointments_consultant_client_starts_idx').on(t.consultantId, t.clientId, t.startsAt, t.id),
    index('appointments_package_idx').on(t.clientPackageId),
    index('appointments_to_remind_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.remindedAt} is null`),
    check('appointments_status_check', sql`${t.status} in ('booked', 'cancelled')`),
    check('appointments_booked_by_check', sql`${t.bookedBy} in ('client', 'consultant')`),
    check('appointments_span_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null) and (${t.cancelledAt} is null) = (${t.cancelledBy} is null)`,
    ),
    check(
      'appointments_package_check',
      sql`(${t.clientPackageId} is null) = (${t.sessionIndex} is null) and (${t.clientPackageId} is not null or not ${t.counted})`,
    ),
  ],
);
