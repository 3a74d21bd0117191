export {Translate as default, translate} from '../docusaurus';
