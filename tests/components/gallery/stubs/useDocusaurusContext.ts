export {useDocusaurusContext as default} from '../docusaurus';
