export { cell, secondary, strong as title } from '../DataTable/DataTable.css';
