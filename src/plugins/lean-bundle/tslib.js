// The one tslib helper that @docusaurus/utils-common calls, in place of all of tslib in the
// browser bundle (see ./index.ts). Same behaviour as tslib's.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
