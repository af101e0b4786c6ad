// What other features use of the exports (decision 191): the CSV and Excel buttons of a list.
export { ExportButtons } from './export-buttons.tsx';
