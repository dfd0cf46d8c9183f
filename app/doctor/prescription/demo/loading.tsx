// The sample prescription loads as a real one does.
export { default } from '../prescriptionn-details/loading';
