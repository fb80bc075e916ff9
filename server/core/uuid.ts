const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client's text is a UUID as PostgreSQL reads one: anything else is no row's id. */
export const isUuid = (text: string): boolean => UUID.test(text);
