/** The table editor's id: the scope of its keyboard shortcuts (see ActionManager). */
export const TABLE_SCOPE = 'universalis-table';
