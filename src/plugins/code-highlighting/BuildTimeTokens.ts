import {createContext, useContext} from 'react';

/**
 * The encoded build-time tokens of the code block being rendered (./tokenize.cjs), from
 * src/theme/CodeBlock to src/theme/CodeBlock/Content: the theme's code block metadata, which sits
 * between them, keeps only the props it knows.
 */
export const BuildTimeTokens = createContext<string | undefined>(undefined);

export const useBuildTimeTokens = (): string | undefined => useContext(BuildTimeTokens);
