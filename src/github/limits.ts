// GitHub's limits that shape what navguard posts, and the budgets navguard renders to under them. One
// place, so that a limit GitHub changes is changed once. Sizes are in characters (JavaScript string length).

/** An issue or pull request comment's body (GitHub answers 422 above it). */
export const COMMENT_MAX = 65536;
/** What navguard renders into its summary comment: room left under COMMENT_MAX for the marker and joins. */
export const COMMENT_BUDGET = 65000;

/** A check run's `output.summary` (GitHub: "Maximum length: 65535 characters"). */
export const CHECK_SUMMARY_MAX = 65535;
/** What navguard sends as a check run's summary: cut here, a margin under CHECK_SUMMARY_MAX. */
export const CHECK_SUMMARY_CUT = 65000;
/** What the reports in a check run's summary are rendered to, all roots together, before the cut. */
export const CHECK_SUMMARY_BUDGET = 60000;

/** Annotations per check-run create/update request. */
export const CHECK_ANNOTATIONS_PER_REQUEST = 50;
/**
 * Annotations navguard uploads to one check run, most important first: 20 requests, about 20 s at GitHub's pace
 * of a write a second. An audit of a legacy site uploaded 15,401 in 375 s, every week, for a list nobody reads
 * past its start; the job summary and the JSON report hold every finding.
 */
export const CHECK_ANNOTATIONS_MAX = 1000;
/** An annotation's message (GitHub documents 64 KB); navguard cuts its messages here. */
export const ANNOTATION_MESSAGE_CUT = 60000;
/** An annotation's title. */
export const ANNOTATION_TITLE_MAX = 255;

/** Annotations written as workflow commands (`::error …`) that GitHub shows, per level and step. */
export const COMMAND_ANNOTATIONS_PER_LEVEL = 10;

/**
 * The job summary (GitHub refuses a step summary above 1 MiB, and a page that size is slow to open); navguard renders
 * it to this budget, a quarter of the limit (even at 4 bytes a character it fits): a 15,000-page site's whole
 * navigation tree (about 600 KB) is then left to the JSON report, and the summary says so.
 */
export const JOB_SUMMARY_BUDGET = 250_000;

/** A step output (GitHub: "can be a maximum of 1 MB"; the run's outputs together at most 50 MB). */
export const OUTPUT_MAX = 1_000_000;
