export * from './availability';
export * from './empty';
export * from './energy-band';
export * from './format';
export * from './phone';
export * from './postcode-region';
export * from './text';
export * from './video';
