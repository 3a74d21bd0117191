// Types for the parts of lunr (the local search plugin's index) that src/search uses: lunr's own
// declarations are not installed, and lunr-languages has none.

declare module 'lunr' {
  namespace lunr {
    interface MatchData {
      metadata: Record<string, Record<string, {position?: [number, number][]}>>;
    }
    interface Result {
      ref: string;
      score: number;
      matchData: MatchData;
    }
    interface QueryClause {
      presence?: number;
      wildcard?: number;
      editDistance?: number;
    }
    interface Query {
      term(term: string, options?: QueryClause): Query;
    }
    interface Index {
      query(build: (query: Query) => void): Result[];
    }
    interface IndexStatic {
      load(serialized: unknown): Index;
    }
    interface Token {
      toString(): string;
    }
    type StopWordFilter = (token: string) => string | undefined;
  }
  interface Lunr {
    Index: lunr.IndexStatic;
    Query: {presence: {REQUIRED: number; OPTIONAL: number}; wildcard: {NONE: number; LEADING: number; TRAILING: number}};
    stopWordFilter: lunr.StopWordFilter;
    zh?: {stopWordFilter?: lunr.StopWordFilter};
  }
  const lunr: Lunr;
  export default lunr;
}

declare module 'lunr-languages/lunr.stemmer.support' {
  const register: (lunr: unknown) => void;
  export default register;
}

declare module 'lunr-languages/lunr.multi' {
  const register: (lunr: unknown) => void;
  export default register;
}
