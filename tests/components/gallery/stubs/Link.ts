export {Link as default} from '../docusaurus';
