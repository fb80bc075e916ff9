/** The map feature's public face: the list page's map of its results (loaded in its own chunk). */
export { ResultsMap, type ResultsMapFilter, type ResultsMapProps } from './results-map';
