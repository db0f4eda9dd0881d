const octet = () => 1 + Math.floor(Math.random() * 254);

/**
 * A client address of its own for a test or a caller (the site trusts X-Forwarded-For in the
 * suite), so the per-address limits count it alone: random, not derived from the test, so two
 * workers or two runs of a spec never share one.
 */
export const clientAddress = () => `10.${octet()}.${octet()}.${octet()}`;
