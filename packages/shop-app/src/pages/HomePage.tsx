/** Home: the browse area's home screen (hot and popular products, whole containers); routes load it lazily. */
export { default as HomePage } from '../screens/browse/HomeScreen.js';
