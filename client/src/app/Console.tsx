// The console's styles travel with it: the sign-in page never downloads Mantine's stylesheet.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import './theme/app.css';

export { App as Console } from './App';
