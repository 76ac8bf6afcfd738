export { ServiceWeatherDialog } from './ServiceWeatherDialog';
