// The longest address SMTP carries (RFC 5321's path limit), apart from the schema so that
// forms in every page's first load can name it without loading the validation library.
export const EMAIL_MAX_LENGTH = 254
