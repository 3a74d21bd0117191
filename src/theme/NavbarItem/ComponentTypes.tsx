// Change: only the navbar item types this site's navbar uses (links, the language menu, search).
// The theme's list also imports the docs items (doc, docSidebar, docsVersion and the version menu)
// and raw HTML, about 2 KB of compressed script on every page for items the navbar does not have.
// An item of another type in docusaurus.config.ts fails the build, when the server renders the
// navbar ("No NavbarItem component found for type …"): add its component here.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
};

export default ComponentTypes;
