/** Moved to the CRUD kit (every list with an Excel export uses it). */
export { downloadFile } from '../../../components/crud/download';
