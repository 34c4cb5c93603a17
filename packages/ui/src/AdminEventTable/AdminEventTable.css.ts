export { cell } from '../DataTable/DataTable.css';
