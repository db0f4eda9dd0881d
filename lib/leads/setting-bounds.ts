/** The Lead Settings' limits, apart from the server code so the browser form can show them. */
export const WAIT_ALERT_LIMITS = { min: 1, max: 480 } as const;
export const TEAM_NAME_MAX = 40;
