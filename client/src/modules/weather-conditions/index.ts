export { ServiceWeatherDialog, WeatherForm } from './ServiceWeatherDialog';
