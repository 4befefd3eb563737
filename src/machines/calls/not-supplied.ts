/**
 * The placeholder of a call a machine declares in setup() for its types: the edge always
 * supplies the real one with provide() (and a test its fake), so this never runs.
 */
export const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with provide()`));
