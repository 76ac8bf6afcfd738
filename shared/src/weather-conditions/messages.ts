/** Words of our own for a service's weather (the spec names the record, not its messages). */
export const WeatherMessages = {
  UnknownCondition: 'A chosen weather condition no longer exists. Reload and try again.',
  Saved: 'Weather conditions saved',
  SaveFailed: 'Saving weather conditions failed',
} as const;
