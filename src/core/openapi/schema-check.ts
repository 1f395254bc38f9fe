// Whether a spec passes the OpenAPI schema check the site builder runs on a navigation's spec before it makes pages
// of it (@mintlify/common validate, @mintlify/openapi-parser 0.0.8): one that fails stops the build ("Openapi file
// … defined in tab in your docs.json exists but is invalid: Failed to validate OpenAPI schema"). 1club-ai/docs
// 171fd3954c (fresh set 109) broke a response object in a YAML-to-JSON conversion and no deploy went out until a
// later commit mended it. The validators are the builder's schemas compiled as it compiles them (generated).
import validate30 from '../generated/openapi30-validator.generated.js';
import validate31 from '../generated/openapi31-validator.generated.js';

interface AjvError {
  instancePath: string;
  message?: string;
}
type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

/**
 * The first way `doc` fails the builder's OpenAPI schema, as "where: what" (the builder's own words for the place,
 * a path below `paths` without its prefix); undefined when it passes or is of a version the check does not cover.
 */
export function schemaProblem(doc: Record<string, unknown>): string | undefined {
  const version = typeof doc.openapi === 'string' ? doc.openapi : undefined;
  const validate = (version?.startsWith('3.0') ? validate30 : version?.startsWith('3.1') ? validate31 : undefined) as
    Validate | undefined;
  if (!validate) return undefined;
  // The builder gives an `info` without a version one ("0.0.1") before it validates.
  const info = doc.info;
  const read =
    info && typeof info === 'object' && !('version' in info) ? { ...doc, info: { ...info, version: '0.0.1' } } : doc;
  if (validate(read)) return undefined;
  const first = validate.errors?.[0];
  if (!first) return 'it does not pass the OpenAPI schema';
  const where =
    first.instancePath
      .replace(/^\/paths\//, '')
      .replaceAll('~1', '/')
      .replaceAll('~0', '~') || '(top)';
  return `${where}: ${first.message ?? 'is not valid'}`;
}
