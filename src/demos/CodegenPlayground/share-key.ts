/**
 * The key of the playground's input in a URL fragment (`#codegen=…`, ./share.ts), in a module of its
 * own: every page with a live demo asks whether its address holds an input (src/demos), and that
 * question must not bring the encoder and decoder along.
 */
export const SHARE_KEY = 'codegen';

/** Whether a fragment holds a playground input (readable or not), without reading it. */
export const holdsInput = (hash: string) => hash.includes(`${SHARE_KEY}=`);
