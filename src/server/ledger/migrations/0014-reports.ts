/**
 * Migration 0014 (issue 58): the inspection report. docs/decisions/0016-report-storage.md says why the files
 * live in PostgreSQL, in parts.
 *
 * - `report_parts`: a file's bytes, one row per part of at most 1 MiB, keyed by the file's id. Written once
 *   (an upload's part sent again changes nothing), never updated; a published file's parts are not deleted
 *   before its file retention has passed (`keep_file_until`, judged by `ledger_clock()`, migration 0008).
 * - `report_uploads`: an upload under way, whose parts arrive one request at a time; the sweep deletes one never
 *   published after a day. Its id is the file's.
 * - `booking_reports`: each published version: the file's id, size and SHA-256, the summary, who published it
 *   and when. Never changed, except that `file_deleted_at` is set once the file's retention has passed; never
 *   deleted before `keep_until` (the record retention). No foreign key to booking_enquiries, as the acceptance
 *   records have none: the record outlives what the enquiry's own retention does to it.
 */
export default /* sql */ `
CREATE TABLE report_parts (
  file_id text NOT NULL,
  idx integer NOT NULL CHECK (idx >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (file_id, idx)
);

CREATE TABLE report_uploads (
  upload_id text PRIMARY KEY,
  submission_id text NOT NULL REFERENCES booking_enquiries (submission_id) ON DELETE CASCADE,
  bytes integer NOT NULL CHECK (bytes > 0),
  part_bytes integer NOT NULL CHECK (part_bytes > 0),
  created_at timestamptz NOT NULL,
  -- HMAC-SHA-256 of the office address that began it (hex), as office_codes keeps an address.
  created_by text NOT NULL,
  published_at timestamptz
);
CREATE INDEX report_uploads_unpublished ON report_uploads (created_at) WHERE published_at IS NULL;

CREATE TABLE booking_reports (
  submission_id text NOT NULL,
  reference text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  file_id text NOT NULL UNIQUE,
  bytes integer NOT NULL,
  sha256 text NOT NULL,
  summary jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  -- The office address that published it, as the office signed in with it.
  published_by text NOT NULL,
  keep_until timestamptz NOT NULL,
  keep_file_until timestamptz NOT NULL,
  file_deleted_at timestamptz,
  PRIMARY KEY (submission_id, version)
);
CREATE INDEX booking_reports_keep_file ON booking_reports (keep_file_until) WHERE file_deleted_at IS NULL;

CREATE FUNCTION booking_reports_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.file_deleted_at IS NULL AND NEW.file_deleted_at IS NOT NULL AND OLD.keep_file_until < ledger_clock()
     AND (NEW.submission_id, NEW.reference, NEW.version, NEW.file_id, NEW.bytes, NEW.sha256, NEW.summary,
          NEW.published_at, NEW.published_by, NEW.keep_until, NEW.keep_file_until)
         IS NOT DISTINCT FROM
         (OLD.submission_id, OLD.reference, OLD.version, OLD.file_id, OLD.bytes, OLD.sha256, OLD.summary,
          OLD.published_at, OLD.published_by, OLD.keep_until, OLD.keep_file_until) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a published report is never changed' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE FUNCTION booking_reports_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.keep_until < ledger_clock() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'a published report is kept until %', OLD.keep_until USING ERRCODE = 'restrict_violation';
END
$$;

CREATE FUNCTION report_parts_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a report''s bytes are never changed' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE FUNCTION report_parts_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept timestamptz;
BEGIN
  SELECT keep_file_until INTO kept FROM booking_reports WHERE file_id = OLD.file_id;
  IF kept IS NULL OR kept < ledger_clock() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'a published report''s file is kept until %', kept USING ERRCODE = 'restrict_violation';
END
$$;

CREATE FUNCTION reports_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reports are never truncated' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER booking_reports_no_update BEFORE UPDATE ON booking_reports
  FOR EACH ROW EXECUTE FUNCTION booking_reports_refuse_update();
CREATE TRIGGER booking_reports_no_delete BEFORE DELETE ON booking_reports
  FOR EACH ROW EXECUTE FUNCTION booking_reports_refuse_delete();
CREATE TRIGGER booking_reports_no_truncate BEFORE TRUNCATE ON booking_reports
  FOR EACH STATEMENT EXECUTE FUNCTION reports_refuse_truncate();
CREATE TRIGGER report_parts_no_update BEFORE UPDATE ON report_parts
  FOR EACH ROW EXECUTE FUNCTION report_parts_refuse_update();
CREATE TRIGGER report_parts_no_delete BEFORE DELETE ON report_parts
  FOR EACH ROW EXECUTE FUNCTION report_parts_refuse_delete();
CREATE TRIGGER report_parts_no_truncate BEFORE TRUNCATE ON report_parts
  FOR EACH STATEMENT EXECUTE FUNCTION reports_refuse_truncate();
`;
