export {Heading as default} from '../docusaurus';
