export { AddressList, type AddressListProps } from './AddressList.js';
