/** The mission map's editor id: the scope of its keyboard shortcuts (see ActionManager). */
export const MISSION_SCOPE = 'mission-map';
/**
 * Shortcuts that apply only while the map canvas itself has the focus (the keyboard cursor). The canvas hands its
 * keys to the action manager with this scope before they reach the map's (`MISSION_SCOPE`) ones.
 */
export const MAP_CANVAS_SCOPE = 'mission-map-canvas';
