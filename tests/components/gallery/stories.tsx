// The stories the component tests mount, by id: each demo of the API pages as the page shows it
// (src/demos, the components of @lexboot/components with their sample data), the route-loading
// fallback (src/theme/Loading) and the contact form (src/pages/_components/ContactForm).
import type {ComponentType} from 'react';
import DataGridDemo from '@site/src/demos/DataGridDemo';
import DataGridEditorDemo from '@site/src/demos/DataGridEditorDemo';
import DrawerStoreDemo from '@site/src/demos/DrawerStoreDemo';
import FormTemplateDemo from '@site/src/demos/FormTemplateDemo';
import ListDetailTemplateDemo from '@site/src/demos/ListDetailTemplateDemo';
import MasterDetailTemplateDemo from '@site/src/demos/MasterDetailTemplateDemo';
import ModalStoreDemo from '@site/src/demos/ModalStoreDemo';
import MultiFilterDemo from '@site/src/demos/MultiFilterDemo';
import ProgramTitleDemo from '@site/src/demos/ProgramTitleDemo';
import SearchParamsDemo from '@site/src/demos/SearchParamsDemo';
import StatTableDemo from '@site/src/demos/StatTableDemo';
import Loading from '@site/src/theme/Loading';
import ContactForm from '@site/src/pages/_components/ContactForm';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each story takes its own props
export const stories: Readonly<Record<string, ComponentType<any>>> = {
  'demos/DataGrid': DataGridDemo,
  'demos/DataGridEditor': DataGridEditorDemo,
  'demos/DrawerStore': DrawerStoreDemo,
  'demos/FormTemplate': FormTemplateDemo,
  'demos/ListDetailTemplate': ListDetailTemplateDemo,
  'demos/MasterDetailTemplate': MasterDetailTemplateDemo,
  'demos/ModalStore': ModalStoreDemo,
  'demos/MultiFilter': MultiFilterDemo,
  'demos/ProgramTitle': ProgramTitleDemo,
  'demos/SearchParams': SearchParamsDemo,
  'demos/StatTable': StatTableDemo,
  'theme/Loading': Loading,
  'pages/ContactForm': ContactForm,
};
