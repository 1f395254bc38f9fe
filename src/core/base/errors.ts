// Errors that carry a message for the user (a bad config), kept apart from the modules that throw them so
// that entry points can recognise them without loading those modules.
export class ConfigError extends Error {}
