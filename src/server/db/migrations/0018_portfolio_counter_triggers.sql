-- The consultant's portfolio card (consultant_clients: awaiting_answers, looks_to_revise, news, needs_attention) is
-- kept by the database, in the transaction of the change itself (decision record 40): a change of the proposals
-- (client_clothing_items) or the looks (outfits), however it is made, a visit (last_seen_at set) or a new link
-- recounts the cards it touches. No call site has to remember it.
--
-- What a card counts, for one consultant and client, with the consultant's last visit at `seen`: her proposals not
-- yet answered, her latest looks marked 'revise', and the client's answers and reactions after the visit.
CREATE FUNCTION portfolio_card_counts(
  consultant uuid, client uuid, seen timestamptz,
  OUT awaiting_answers integer, OUT looks_to_revise integer, OUT news integer
) LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*) FROM client_clothing_items AS p
      WHERE p.client_id = client AND p.consultant_id = consultant AND p.decision IS NULL)::int,
    (SELECT count(*) FROM outfits AS o
      WHERE o.client_id = client AND o.consultant_id = consultant AND o.latest AND o.reaction = 'revise')::int,
    ((SELECT count(*) FROM outfits AS o
      WHERE o.client_id = client AND o.consultant_id = consultant
        AND o.reacted_at > coalesce(seen, '-infinity'::timestamptz))
    + (SELECT count(*) FROM client_clothing_items AS p
      WHERE p.client_id = client AND p.consultant_id = consultant
        AND p.decided_at > coalesce(seen, '-infinity'::timestamptz)))::int
$$;
--> statement-breakpoint
-- Recounts the cards of these pairs (the arrays run in parallel, a pair may come several times; flags and settles
-- may be shorter or null, read as false). `flags`: the client answered or reacted, the card goes to 'À traiter'.
-- `settles`: a revision, 'À traiter' stays only while a look waits to be revised. Neither: only the counts change.
--
-- The cards are locked first, in one statement and one order (two bulk changes never wait for each other in a
-- circle); the recount is the next statement, so under READ COMMITTED it reads a snapshot taken once the locks are
-- held: a change whose own recount wrote before had committed by then, and the recount that writes last has seen
-- every change before it. A pair without a link (ended, or never linked) has no card: nothing to do.
CREATE FUNCTION portfolio_cards_refresh(consultant_ids uuid[], client_ids uuid[], flags boolean[], settles boolean[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(consultant_ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM consultant_clients AS cc
    WHERE (cc.consultant_id, cc.client_id) IN (SELECT * FROM unnest(consultant_ids, client_ids))
    ORDER BY cc.consultant_id, cc.client_id
    FOR UPDATE;
  UPDATE consultant_clients AS cc
  SET (awaiting_answers, looks_to_revise, news, needs_attention) = (
    SELECT c.awaiting_answers, c.looks_to_revise, c.news,
      CASE WHEN p.flag THEN true WHEN p.settle THEN c.looks_to_revise > 0 ELSE cc.needs_attention END
    FROM portfolio_card_counts(cc.consultant_id, cc.client_id, cc.last_seen_at) AS c
  )
  FROM (
    SELECT u.consultant_id, u.client_id, coalesce(bool_or(u.flag), false) AS flag,
      coalesce(bool_or(u.settle), false) AS settle
    FROM unnest(consultant_ids, client_ids, flags, settles) AS u(consultant_id, client_id, flag, settle)
    GROUP BY u.consultant_id, u.client_id
  ) AS p
  WHERE cc.consultant_id = p.consultant_id AND cc.client_id = p.client_id;
END
$$;
--> statement-breakpoint
-- Proposals made: one more to answer (or, inserted already answered, an answer).
CREATE FUNCTION client_clothing_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consultant_ids uuid[]; client_ids uuid[]; flags boolean[];
BEGIN
  SELECT array_agg(n.consultant_id), array_agg(n.client_id), array_agg(n.flag)
    INTO consultant_ids, client_ids, flags
    FROM (SELECT consultant_id, client_id, bool_or(decided_at IS NOT NULL) AS flag FROM new_rows
      GROUP BY consultant_id, client_id) AS n;
  PERFORM portfolio_cards_refresh(consultant_ids, client_ids, flags, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Proposals answered (decided_at set to a new time: 'À traiter'), or any change of what a card counts.
CREATE FUNCTION client_clothing_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consultant_ids uuid[]; client_ids uuid[]; flags boolean[];
BEGIN
  SELECT array_agg(c.consultant_id), array_agg(c.client_id), array_agg(c.flag)
    INTO consultant_ids, client_ids, flags
    FROM (
      SELECT n.consultant_id, n.client_id,
        n.decided_at IS NOT NULL AND n.decided_at IS DISTINCT FROM o.decided_at AS flag
      FROM new_rows AS n LEFT JOIN old_rows AS o USING (client_id, clothing_item_id)
      WHERE (n.consultant_id, n.client_id, n.decision, n.decided_at)
        IS DISTINCT FROM (o.consultant_id, o.client_id, o.decision, o.decided_at)
      UNION ALL
      -- A row moved to another pair leaves its old card.
      SELECT o.consultant_id, o.client_id, false
      FROM old_rows AS o LEFT JOIN new_rows AS n USING (client_id, clothing_item_id)
      WHERE (o.consultant_id, o.client_id) IS DISTINCT FROM (n.consultant_id, n.client_id)
    ) AS c;
  PERFORM portfolio_cards_refresh(consultant_ids, client_ids, flags, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Proposals gone, their garment deleted or an account with them (cascades fire this too).
CREATE FUNCTION client_clothing_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consultant_ids uuid[]; client_ids uuid[];
BEGIN
  SELECT array_agg(o.consultant_id), array_agg(o.client_id) INTO consultant_ids, client_ids
    FROM (SELECT DISTINCT consultant_id, client_id FROM old_rows) AS o;
  PERFORM portfolio_cards_refresh(consultant_ids, client_ids, NULL, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Looks made: a new version of a look (previous_id set) is a revision, which settles the card; one inserted with
-- a reaction already is a reaction.
CREATE FUNCTION outfits_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consultant_ids uuid[]; client_ids uuid[]; flags boolean[]; settles boolean[];
BEGIN
  SELECT array_agg(n.consultant_id), array_agg(n.client_id), array_agg(n.flag), array_agg(n.settle)
    INTO consultant_ids, client_ids, flags, settles
    FROM (SELECT consultant_id, client_id, bool_or(reacted_at IS NOT NULL) AS flag,
        bool_or(previous_id IS NOT NULL) AS settle
      FROM new_rows GROUP BY consultant_id, client_id) AS n;
  PERFORM portfolio_cards_refresh(consultant_ids, client_ids, flags, settles);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Looks reacted to (reacted_at set to a new time: 'À traiter'), superseded or restored as the latest version.
CREATE FUNCTION outfits_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consultant_ids uuid[]; client_ids uuid[]; flags boolean[];
BEGIN
  SELECT array_agg(c.consultant_id), array_agg(c.client_id), array_agg(c.flag)
    INTO consultant_ids, client_ids, flags
    FROM (
      SELECT n.consultant_id, n.client_id,
        n.reacted_at IS NOT NULL AND n.reacted_at IS DISTINCT FROM o.reacted_at AS flag
      FROM new_rows AS n LEFT JOIN old_rows AS o USING (id)
      WHERE (n.consultant_id, n.client_id, n.latest, n.reaction, n.reacted_at)
        IS DISTINCT FROM (o.consultant_id, o.client_id, o.latest, o.reaction, o.reacted_at)
      UNION ALL
      SELECT o.consultant_id, o.client_id, false
      FROM old_rows AS o LEFT JOIN new_rows AS n USING (id)
      WHERE (o.consultant_id, o.client_id) IS DISTINCT FROM (n.consultant_id, n.client_id)
    ) AS c;
  PERFORM portfolio_cards_refresh(consultant_ids, client_ids, flags, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Looks gone: deleted with their versions, erased with the client's garments, or with an account.
CREATE FUNCTION outfits_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  consultant_ids uuid[]; client_ids uuid[];
BEGIN
  SELECT array_agg(o.consultant_id), array_agg(o.client_id) INTO consultant_ids, client_ids
    FROM (SELECT DISTINCT consultant_id, client_id FROM old_rows) AS o;
  PERFORM portfolio_cards_refresh(consultant_ids, client_ids, NULL, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One statement, one recount per card, however many rows it changed: statement triggers reading the changed rows
-- (transition tables), which allow one event each and no column list.
CREATE TRIGGER client_clothing_items_inserted AFTER INSERT ON client_clothing_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_clothing_items_inserted();
--> statement-breakpoint
CREATE TRIGGER client_clothing_items_updated AFTER UPDATE ON client_clothing_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_clothing_items_updated();
--> statement-breakpoint
CREATE TRIGGER client_clothing_items_deleted AFTER DELETE ON client_clothing_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_clothing_items_deleted();
--> statement-breakpoint
CREATE TRIGGER outfits_inserted AFTER INSERT ON outfits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outfits_inserted();
--> statement-breakpoint
CREATE TRIGGER outfits_updated AFTER UPDATE ON outfits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outfits_updated();
--> statement-breakpoint
CREATE TRIGGER outfits_deleted AFTER DELETE ON outfits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION outfits_deleted();
--> statement-breakpoint
-- A visit: the consultant's statement sets last_seen_at (even to the time it had), so what came before is no longer
-- news, and 'À traiter' stays only while a look waits to be revised. The row is already locked when a BEFORE ROW
-- trigger runs, and its query takes a snapshot after that, as the recount above.
CREATE FUNCTION consultant_clients_visited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.awaiting_answers, c.looks_to_revise, c.news
    INTO NEW.awaiting_answers, NEW.looks_to_revise, NEW.news
    FROM portfolio_card_counts(NEW.consultant_id, NEW.client_id, NEW.last_seen_at) AS c;
  NEW.needs_attention := NEW.looks_to_revise > 0;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consultant_clients_visited BEFORE UPDATE OF last_seen_at ON consultant_clients
  FOR EACH ROW EXECUTE FUNCTION consultant_clients_visited();
--> statement-breakpoint
-- A new link (a client who comes back keeps the proposals and looks of before): its card starts from its rows;
-- 'À traiter' is whatever the insert says.
CREATE FUNCTION consultant_clients_linked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.awaiting_answers, c.looks_to_revise, c.news
    INTO NEW.awaiting_answers, NEW.looks_to_revise, NEW.news
    FROM portfolio_card_counts(NEW.consultant_id, NEW.client_id, NEW.last_seen_at) AS c;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consultant_clients_linked BEFORE INSERT ON consultant_clients
  FOR EACH ROW EXECUTE FUNCTION consultant_clients_linked();
--> statement-breakpoint
-- Cards left stale by a change that forgot to recount them before this migration.
UPDATE consultant_clients AS cc
SET (awaiting_answers, looks_to_revise, news) = (
  SELECT c.awaiting_answers, c.looks_to_revise, c.news
  FROM portfolio_card_counts(cc.consultant_id, cc.client_id, cc.last_seen_at) AS c
);
