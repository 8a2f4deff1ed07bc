/**
 * English defaults of the validation keys the contract's schemas and the rules report (VALIDATION_KEYS and the
 * address fields). The catalogues (form.json) translate them; a test keeps this list and the keys in step.
 */
import { defineMessages } from 'react-intl';

export const validationMessages = defineMessages({
  lockPasswordRequired: {
    id: 'validation.lockPassword.required',
    defaultMessage: 'The lock screen password cannot be empty',
  },
  usernameRequired: {
    id: 'validation.username.required',
    defaultMessage: 'Please enter your user name',
  },
  usernameLength: {
    id: 'validation.username.length',
    defaultMessage: 'The login name must be 3 to 20 characters long',
  },
  nameLength: {
    id: 'validation.name.length',
    defaultMessage: 'The name must be 2 to 20 characters long',
  },
  passwordRequired: {
    id: 'validation.password.required',
    defaultMessage: 'Please enter a password',
  },
  passwordMin: {
    id: 'validation.password.min',
    defaultMessage: 'The password must be at least 6 characters long',
  },
  passwordLength: {
    id: 'validation.password.length',
    defaultMessage: 'The password must be 6 to 20 characters long',
  },
  oldPasswordRequired: {
    id: 'validation.oldPassword.required',
    defaultMessage: 'The old password cannot be empty',
  },
  passwordInconsistent: {
    id: 'validation.password.inconsistent',
    defaultMessage: 'Password input is inconsistent',
  },
  codeRequired: {
    id: 'validation.code.required',
    defaultMessage: 'Please enter the verification code',
  },
  codeLength: {
    id: 'validation.code.length',
    defaultMessage: 'The verification code has 4 characters',
  },
  phoneRequired: { id: 'validation.phone.required', defaultMessage: 'Please enter a phone number' },
  phoneLength: {
    id: 'validation.phone.length',
    defaultMessage: 'The phone number must have 11 digits',
  },
  phoneFormat: {
    id: 'validation.phone.format',
    defaultMessage: 'Please enter a valid phone number',
  },
  searchMaxLength: {
    id: 'validation.search.maxLength',
    defaultMessage: 'Search words can be at most 20 characters long',
  },
  uploadMaxFiles: {
    id: 'validation.upload.maxFiles',
    defaultMessage: 'The number of uploaded files cannot exceed 5!',
  },
  uploadMaxSize: {
    id: 'validation.upload.maxSize',
    defaultMessage: 'The size of the uploaded picture cannot exceed 5MB!',
  },
  uploadType: {
    id: 'validation.upload.type',
    defaultMessage: 'Only images (JPG, PNG, GIF, WebP) and PDF files can be uploaded',
  },
  questionRequired: {
    id: 'validation.question.required',
    defaultMessage: 'The input content cannot be empty!',
  },
  senderNameRequired: {
    id: 'validation.share.senderName.required',
    defaultMessage: 'Please enter the sender name',
  },
  senderEmailRequired: {
    id: 'validation.share.senderEmail.required',
    defaultMessage: 'Please enter the sender email',
  },
  senderEmailFormat: {
    id: 'validation.share.senderEmail.format',
    defaultMessage: 'The sender email format is incorrect, please check!',
  },
  inviteeEmailFormat: {
    id: 'validation.share.inviteeEmail.format',
    defaultMessage: 'The invitee email format is incorrect, please check!',
  },
  artNoRequired: {
    id: 'validation.afterSales.artNo.required',
    defaultMessage: 'The article no. cannot be empty',
  },
  contactPersonRequired: {
    id: 'validation.afterSales.contactPerson.required',
    defaultMessage: 'The contact person cannot be empty',
  },
  emailRequired: {
    id: 'validation.afterSales.email.required',
    defaultMessage: 'The email cannot be empty',
  },
  emailFormat: {
    id: 'validation.afterSales.email.format',
    defaultMessage: 'The email format is incorrect, please check!',
  },
  damageDescriptionRequired: {
    id: 'validation.afterSales.damageDescription.required',
    defaultMessage: 'The damage description cannot be empty',
  },
  proofOfPurchaseRequired: {
    id: 'validation.afterSales.proofOfPurchase.required',
    defaultMessage: "The customer's proof of purchase cannot be empty",
  },
  invoiceCompanyRequired: {
    id: 'validation.invoice.company.required',
    defaultMessage: 'The invoice company cannot be empty',
  },
  serviceTypeRequired: {
    id: 'validation.afterSales.serviceType.required',
    defaultMessage: 'Please select a service type',
  },
  quantityRequired: {
    id: 'validation.quantity.required',
    defaultMessage: 'Please select a quantity',
  },
  quantityMax: {
    id: 'validation.quantity.max',
    defaultMessage: 'The quantity exceeds the maximum orderable quantity of this product',
  },
  etaRequired: { id: 'validation.order.eta.required', defaultMessage: 'Please select an ETA' },
  etaTooEarly: {
    id: 'validation.order.eta.tooEarly',
    defaultMessage: 'This ETA is too early; please allow for the delivery lead time',
  },
  etaWeekend: {
    id: 'validation.order.eta.weekend',
    defaultMessage: 'Deliveries arrive on working days: please choose a day from Monday to Friday',
  },
  containersTooSmall: {
    id: 'validation.order.containers.tooSmall',
    defaultMessage: 'These containers cannot hold the goods: choose more or larger containers',
  },
  containersRequired: {
    id: 'validation.order.containers.required',
    defaultMessage: 'Please select the number of containers',
  },
  addressRequired: {
    id: 'validation.order.address.required',
    defaultMessage: 'Please choose a delivery address',
  },
  addressIncomplete: {
    id: 'validation.order.address.incomplete',
    defaultMessage: "Please complete the address's required information",
  },
  receivingTimeOrder: {
    id: 'validation.address.receivingTime.order',
    defaultMessage: 'The receiving time must end after it starts',
  },
  receivingTimeOverlap: {
    id: 'validation.address.receivingTime.overlap',
    defaultMessage: 'This receiving time overlaps another one on the same day',
  },
  receivingTimeRequired: {
    id: 'validation.address.receivingTime.required',
    defaultMessage: 'Please enter a time',
  },
  volumeCap: {
    id: 'validation.cart.volumeCap',
    defaultMessage: 'The total volume cannot exceed 65 m³',
  },
  addressCompany: {
    id: 'validation.address.company.required',
    defaultMessage: 'The company cannot be empty',
  },
  addressStreet: {
    id: 'validation.address.street.required',
    defaultMessage: 'The street cannot be empty',
  },
  addressPostalCode: {
    id: 'validation.address.postalCode.required',
    defaultMessage: 'The postal code cannot be empty',
  },
  addressContactPerson: {
    id: 'validation.address.contactPerson.required',
    defaultMessage: 'The contact person cannot be empty',
  },
  addressPhone: {
    id: 'validation.address.phone.required',
    defaultMessage: 'The phone number cannot be empty',
  },
  dateInvalid: {
    id: 'validation.date.invalid',
    defaultMessage: 'This is not a valid date.',
  },
  emailFormatAny: {
    id: 'validation.email.format',
    defaultMessage: 'The e-mail address format is incorrect.',
  },
  fieldUnknown: {
    id: 'validation.field.unknown',
    defaultMessage: 'The request contains fields that are not allowed.',
  },
  linkInvalid: {
    id: 'validation.link.invalid',
    defaultMessage: 'This link is not allowed.',
  },
  numberRange: {
    id: 'validation.number.range',
    defaultMessage: 'This number is out of the allowed range.',
  },
  requestTooLarge: {
    id: 'validation.request.tooLarge',
    defaultMessage: 'The request is too large.',
  },
  skuUnknown: {
    id: 'validation.sku.unknown',
    defaultMessage: 'This product does not exist.',
  },
  textTooLong: {
    id: 'validation.text.tooLong',
    defaultMessage: 'This text is too long.',
  },
  textNul: {
    id: 'validation.text.nul',
    defaultMessage: 'This text contains a character that cannot be saved.',
  },
  uploadNotOwn: {
    id: 'validation.upload.notOwn',
    defaultMessage: 'Only files you uploaded yourself can be attached.',
  },
});

/** The same failures when the bound is known (the schema's or the server's refusal names it): they say the limit. */
export const boundMessages = defineMessages({
  textMaxLength: {
    id: 'validation.text.maxLength',
    defaultMessage: 'This text can have at most {max, number} characters.',
  },
  numberMax: {
    id: 'validation.number.max',
    defaultMessage: 'This number can be at most {max, number}.',
  },
});
