export { OrderLinesEditor, type OrderLineData, type OrderLinesEditorProps } from './OrderLinesEditor.js';
export { AddByArtNo, type AddByArtNoProps } from './AddByArtNo.js';
