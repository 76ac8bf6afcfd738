import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { ListItem } from '../settings-lists/schemas';

/** The weather met while doing one work order service: conditions of the settings list, by name. */
export const ServiceWeatherConditions = Type.Object({
  WorkOrderServiceId: Type.Integer(),
  WeatherConditions: Type.Array(ListItem),
});
export type ServiceWeatherConditions = Static<typeof ServiceWeatherConditions>;

/** PUT workOrders/services/{id}/weatherConditions: the service's whole set, as it should be. */
export const SaveServiceWeatherConditions = Type.Object({
  WeatherConditionIds: Type.Array(Bounds.Id(), { maxItems: 100 }),
});
export type SaveServiceWeatherConditions = Static<typeof SaveServiceWeatherConditions>;
