export const APP_NAME = 'Scenario Studio';
export const APP_ID = 'org.scenario-studio.app';
