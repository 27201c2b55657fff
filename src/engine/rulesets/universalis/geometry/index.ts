/** Table geometry in centimetres for the Universalis rules: segments, polygons, bases and sight. */
export * from './segment';
export * from './polygon';
export * from './circle';
export * from './sight';
export * from './grid';
