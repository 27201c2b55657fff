/** The mission map's editor id: the scope of its keyboard shortcuts (see ActionManager). */
export const MISSION_SCOPE = 'mission-map';
