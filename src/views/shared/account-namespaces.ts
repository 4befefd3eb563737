/** The account pages speak `account`, with the shared call problems of `auth` and the field messages of `errors`. */
export const ACCOUNT_NAMESPACES = ['account', 'auth', 'errors'] as const;
