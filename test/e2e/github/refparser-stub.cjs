// openapi-backend require()s @apidevtools/json-schema-ref-parser, which is ESM-only; Jest's module runtime
// cannot require ESM on Node < 24.9. The fake GitHub runs openapi-backend in quick mode with an in-memory
// definition: then it only calls parse() on that object (which returns it as is) and dereferences with
// dereference-json-schema. Anything else fails loudly.
const unavailable = () => {
  throw new Error(
    'json-schema-ref-parser is stubbed under Jest: use openapi-backend quick mode with an object definition',
  );
};
const parse = async (doc) => {
  if (doc && typeof doc === 'object') return doc;
  return unavailable();
};
module.exports = { __esModule: true, default: { dereference: unavailable, resolve: unavailable, parse } };
