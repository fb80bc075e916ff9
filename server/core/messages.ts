import type { LanguageCode } from '../../common/languages';
import { FORM_TEXTS } from '../../common/forms/form-texts';
import { textBundle, type TextParams } from './i18n/text-bundle';

/**
 * Texts the server itself sends to people: the API's error messages, in English here and
 * translated in server/locales/{lang}/api.po (a Lingui catalog: `npm run check:i18n` fails on a
 * missing translation). The form checks' texts are the browser's too (common/forms/form-texts.ts).
 */
const API_TEXTS = {
  'error.internal': /*i18n*/ {
    id: 'error.internal',
    message: 'There is an error in the API. Please try again later.',
  },
  'error.invalidArguments': /*i18n*/ {
    id: 'error.invalidArguments',
    message: 'Please check these values: {fields}.',
  },
  'error.unknownLanguage': /*i18n*/ {
    id: 'error.unknownLanguage',
    message: 'Unknown language "{lang}". Use one of: {languages}.',
  },
  'error.pageRange': /*i18n*/ {
    id: 'error.pageRange',
    message: 'The page must be a whole number of at least 1.',
  },
  'error.pageSizeRange': /*i18n*/ {
    id: 'error.pageSizeRange',
    message: 'The page size must be between 1 and {max}.',
  },
  'error.cityFilter': /*i18n*/ {
    id: 'error.cityFilter',
    message: 'The city filter must look like "name|zip", for example "Waterloo|1410".',
  },
  'error.tooManyFilters': /*i18n*/ {
    id: 'error.tooManyFilters',
    message: 'At most {max} filters can be counted at once.',
  },
  'error.tooManyIds': /*i18n*/ {
    id: 'error.tooManyIds',
    message: 'At most {max} listings can be asked for at once.',
  },
  'error.citiesFilterCount': /*i18n*/ {
    id: 'error.citiesFilterCount',
    message: 'A list can be filtered on at most {max} cities.',
  },
  'error.priceFilter': /*i18n*/ {
    id: 'error.priceFilter',
    message: 'The price must be a whole number of euros from 0 to {max}.',
  },
  'error.priceOrder': /*i18n*/ {
    id: 'error.priceOrder',
    message: 'The minimum price cannot be higher than the maximum price.',
  },
  'error.bedroomsFilter': /*i18n*/ {
    id: 'error.bedroomsFilter',
    message: 'The number of bedrooms must be a whole number from 0 to {max}.',
  },
  'error.livingAreaFilter': /*i18n*/ {
    id: 'error.livingAreaFilter',
    message: 'The living area must be a whole number of m² from 0 to {max}.',
  },
  'error.typeFilter': /*i18n*/ {
    id: 'error.typeFilter',
    message: 'The property type must be a type number from 1 to 99.',
  },
  'error.searchTooLong': /*i18n*/ {
    id: 'error.searchTooLong',
    message: 'The search text may be at most {max} characters long.',
  },
  'error.limitRange': /*i18n*/ { id: 'error.limitRange', message: 'The limit must be between 1 and {max}.' },
  'error.propertyNotFound': /*i18n*/ {
    id: 'error.propertyNotFound',
    message: 'Property not found: no property has reference {id}.',
  },
  'error.projectId': /*i18n*/ {
    id: 'error.projectId',
    message: 'A project id is a whole number from 1 to {max}.',
  },
  'error.articleNotFound': /*i18n*/ {
    id: 'error.articleNotFound',
    message: 'The requested page does not exist.',
  },
  'error.bodyTooLarge': /*i18n*/ { id: 'error.bodyTooLarge', message: 'The request is too large.' },
  'error.jsonTooDeep': /*i18n*/ {
    id: 'error.jsonTooDeep',
    message: 'The request nests its data too deeply (at most {max} levels).',
  },
  'error.queryDepth': /*i18n*/ {
    id: 'error.queryDepth',
    message: 'This query nests its fields too deeply (at most {max} levels).',
  },
  'error.queryAliases': /*i18n*/ {
    id: 'error.queryAliases',
    message: 'This query uses too many aliases (at most {max}).',
  },
  'error.queryRootFields': /*i18n*/ {
    id: 'error.queryRootFields',
    message: 'This query asks for too many fields at once (at most {max} at the top level).',
  },
  'error.costlyInLine': /*i18n*/ {
    id: 'error.costlyInLine',
    message:
      'Too many costly queries from you at once (at most {max}). Wait for the previous ones to be answered.',
  },
  'error.queryCost': /*i18n*/ {
    id: 'error.queryCost',
    message:
      'This query would cost too much to answer (at most {max} units). Ask for fewer items or fields, or split it.',
  },
  'error.malformedRequest': /*i18n*/ {
    id: 'error.malformedRequest',
    message: 'The request could not be read. Please check its format.',
  },
  'error.forbiddenCharacter': /*i18n*/ {
    id: 'error.forbiddenCharacter',
    message:
      'The value of {field} contains a character that is not allowed (a control character such as NUL, or an invalid one).',
  },
  'error.operationType': /*i18n*/ {
    id: 'error.operationType',
    message: 'This API has no {operation} operations.',
  },
  'form.demandAccepted': /*i18n*/ {
    id: 'form.demandAccepted',
    message:
      'Thank you. Please confirm your search with the link in the e-mail we have just sent you: we e-mail you new properties only once it is confirmed.',
  },
  'form.unknownProperty': /*i18n*/ {
    id: 'form.unknownProperty',
    message: 'This property does not exist (any more).',
  },
  'form.unknownProject': /*i18n*/ {
    id: 'form.unknownProject',
    message: 'This project does not exist (any more).',
  },
  'price.onDemand': /*i18n*/ { id: 'price.onDemand', message: 'Price on demand' },
  'country.10': /*i18n*/ { id: 'country.10', message: 'Belgium' },
  'country.50': /*i18n*/ { id: 'country.50', message: 'Luxembourg' },
  'form.documentsAccepted': /*i18n*/ {
    id: 'form.documentsAccepted',
    message: 'The documents will be sent to you by e-mail.',
  },
  'form.documentsAlreadyRequested': /*i18n*/ {
    id: 'form.documentsAlreadyRequested',
    message: 'You have already requested the documents for this property.',
  },
  'form.friendSent': /*i18n*/ {
    id: 'form.friendSent',
    message: 'Thank you. Your friend will receive the property by e-mail.',
  },
  'form.friendLimit': /*i18n*/ {
    id: 'form.friendLimit',
    message: 'This address has already received enough recommendations today. Please try again tomorrow.',
  },
  'form.notForRent': /*i18n*/ {
    id: 'form.notForRent',
    message: 'This property is not for rent: a rent application is only possible for a rental.',
  },
  'form.notForSale': /*i18n*/ {
    id: 'form.notForSale',
    message: 'This property is not for sale: an offer can only be made on a property for sale.',
  },
  'appointment.full': /*i18n*/ { id: 'appointment.full', message: 'The appointments are full.' },
  'appointment.unknownSlot': /*i18n*/ {
    id: 'appointment.unknownSlot',
    message: 'This appointment time does not exist for this property. Please choose another one.',
  },
  'appointment.pastSlot': /*i18n*/ {
    id: 'appointment.pastSlot',
    message: 'This appointment time has already passed. Please choose another one.',
  },
  'appointment.days': /*i18n*/ {
    id: 'appointment.days',
    message: 'The number of days must be between 1 and {max}.',
  },
  'appointment.cancel.title': /*i18n*/ { id: 'appointment.cancel.title', message: 'Cancel your appointment' },
  'appointment.cancel.question': /*i18n*/ {
    id: 'appointment.cancel.question',
    message: 'Do you want to cancel your appointment of {when} for {property}?',
  },
  'appointment.cancel.button': /*i18n*/ {
    id: 'appointment.cancel.button',
    message: 'Yes, cancel my appointment',
  },
  'appointment.cancel.done': /*i18n*/ {
    id: 'appointment.cancel.done',
    message: 'Your appointment of {when} is cancelled. Thank you for letting us know.',
  },
  'appointment.cancel.already': /*i18n*/ {
    id: 'appointment.cancel.already',
    message: 'This appointment was already cancelled.',
  },
  'appointment.cancel.past': /*i18n*/ {
    id: 'appointment.cancel.past',
    message: 'This appointment has already taken place and can no longer be cancelled.',
  },
  'appointment.cancel.unknown': /*i18n*/ {
    id: 'appointment.cancel.unknown',
    message:
      'This cancellation link is not valid. Please use the link from your confirmation e-mail, or contact us.',
  },
  'appointment.cancel.home': /*i18n*/ { id: 'appointment.cancel.home', message: 'Back to the website' },
  'page.invalidLink': /*i18n*/ {
    id: 'page.invalidLink',
    message: 'This link is not valid (any more). Please use the link of the most recent e-mail.',
  },
  'page.backToSite': /*i18n*/ { id: 'page.backToSite', message: 'Back to the website' },
  'page.buyerLogin.title': /*i18n*/ { id: 'page.buyerLogin.title', message: 'Log in to My search' },
  'page.buyerLogin.text': /*i18n*/ {
    id: 'page.buyerLogin.text',
    message:
      'Log in on this device with the button below: your favourites, saved searches and followed properties will be together here and on every device where you log in. The link works once, for {minutes} minutes.',
  },
  'page.buyerLogin.button': /*i18n*/ { id: 'page.buyerLogin.button', message: 'Log in' },
  'page.buyerLogin.invalid': /*i18n*/ {
    id: 'page.buyerLogin.invalid',
    message:
      'This login link is not valid any more: it has expired or has already been used. Ask for a new one in My search.',
  },
  'page.buyerLogin.refused': /*i18n*/ {
    id: 'page.buyerLogin.refused',
    message: 'This form can only be sent from our own website.',
  },
  'page.buyerLogin.toArea': /*i18n*/ { id: 'page.buyerLogin.toArea', message: 'Go to My search' },
  'page.error.title': /*i18n*/ { id: 'page.error.title', message: 'This page cannot be shown right now' },
  'page.error.text': /*i18n*/ {
    id: 'page.error.text',
    message: 'Something went wrong on our side. Please try again in a few minutes.',
  },
  'page.requestError.title': /*i18n*/ { id: 'page.requestError.title', message: 'This page cannot be shown' },
  'page.requestError.text': /*i18n*/ {
    id: 'page.requestError.text',
    message:
      'The address could not be read or does not exist. Please check it, or start again from the home page.',
  },
  'page.error.home': /*i18n*/ { id: 'page.error.home', message: 'Go to the home page' },
  'page.demandUnsubscribe.title': /*i18n*/ {
    id: 'page.demandUnsubscribe.title',
    message: 'Stop the e-mails for your search?',
  },
  'page.demandUnsubscribe.text': /*i18n*/ {
    id: 'page.demandUnsubscribe.text',
    message: 'You will no longer receive e-mails about new properties matching this search.',
  },
  'page.unsubscribe.button': /*i18n*/ { id: 'page.unsubscribe.button', message: 'Unsubscribe' },
  'page.demandUnsubscribe.done': /*i18n*/ {
    id: 'page.demandUnsubscribe.done',
    message: 'You are unsubscribed: you will no longer receive e-mails for this search.',
  },
  'page.demandConfirm.title': /*i18n*/ { id: 'page.demandConfirm.title', message: 'Your search' },
  'page.demandConfirm.text': /*i18n*/ {
    id: 'page.demandConfirm.text',
    message: 'Confirm that you want an e-mail for each new property matching your search.',
  },
  'page.demandConfirm.button': /*i18n*/ { id: 'page.demandConfirm.button', message: 'Confirm my search' },
  'page.demandConfirm.done': /*i18n*/ {
    id: 'page.demandConfirm.done',
    message: 'Thank you: your search is confirmed. We will e-mail you each new property that matches it.',
  },
  'page.demandConfirm.already': /*i18n*/ {
    id: 'page.demandConfirm.already',
    message:
      'Your search was already confirmed: you receive an e-mail for each new property that matches it.',
  },
  'page.demandConfirm.expired': /*i18n*/ {
    id: 'page.demandConfirm.expired',
    message:
      'This confirmation link has expired (links are valid for {days} days). We can send you a new one.',
  },
  'page.newsletterConfirm.title': /*i18n*/ { id: 'page.newsletterConfirm.title', message: 'Newsletter' },
  'page.confirm.sendLink': /*i18n*/ { id: 'page.confirm.sendLink', message: 'Send me a new link' },
  'page.confirm.linkNotSent': /*i18n*/ {
    id: 'page.confirm.linkNotSent',
    message: 'We cannot send more e-mails to this address today. Please try again tomorrow.',
  },
  'page.confirm.linkSent': /*i18n*/ {
    id: 'page.confirm.linkSent',
    message:
      'We have sent a new confirmation link to your address. It is valid for {days} days; the old one no longer works.',
  },
  'page.newsletterConfirm.done': /*i18n*/ {
    id: 'page.newsletterConfirm.done',
    message: 'Thank you: your subscription to our newsletter is confirmed.',
  },
  'page.newsletterConfirm.expired': /*i18n*/ {
    id: 'page.newsletterConfirm.expired',
    message:
      'This confirmation link has expired (links are valid for 7 days). Please subscribe again to receive a new one.',
  },
  'page.newsletterUnsubscribe.title': /*i18n*/ {
    id: 'page.newsletterUnsubscribe.title',
    message: 'Unsubscribe from the newsletter?',
  },
  'page.newsletterUnsubscribe.text': /*i18n*/ {
    id: 'page.newsletterUnsubscribe.text',
    message: 'You will no longer receive our newsletter.',
  },
  'page.newsletterUnsubscribe.done': /*i18n*/ {
    id: 'page.newsletterUnsubscribe.done',
    message: 'You are unsubscribed from our newsletter.',
  },
  'form.testimonialSendFail': /*i18n*/ {
    id: 'form.testimonialSendFail',
    message: 'Testimonial send fail. Please try again.',
  },
  'form.testimonialAccepted': /*i18n*/ {
    id: 'form.testimonialAccepted',
    message: 'Thank you for your testimonial. It will appear on the site once we have read it.',
  },
  'upload.tooLarge': /*i18n*/ { id: 'upload.tooLarge', message: 'The file is too large: at most {max} MB.' },
  'upload.badType': /*i18n*/ {
    id: 'upload.badType',
    message: 'This file is not a PDF, DOC or DOCX document.',
  },
  'upload.empty': /*i18n*/ { id: 'upload.empty', message: 'The file is empty.' },
  'upload.encoded': /*i18n*/ {
    id: 'upload.encoded',
    message: 'Please send the file as it is, without compression.',
  },
  'upload.rateLimited': /*i18n*/ {
    id: 'upload.rateLimited',
    message: 'You have sent too many files. Please wait a few minutes and try again.',
  },
  'upload.failed': /*i18n*/ {
    id: 'upload.failed',
    message: 'The file could not be received. Please try again.',
  },
  'upload.unknown': /*i18n*/ {
    id: 'upload.unknown',
    message: 'Your CV was not found or has expired. Please add it again.',
  },
  'upload.used': /*i18n*/ {
    id: 'upload.used',
    message: 'This CV has already been sent with another application. Please add it again.',
  },
  'upload.photoBadType': /*i18n*/ {
    id: 'upload.photoBadType',
    message: 'This file is not a JPEG, PNG or WebP picture.',
  },
  'upload.photoUnreadable': /*i18n*/ {
    id: 'upload.photoUnreadable',
    message:
      'This picture could not be read, or it is larger than 50 megapixels. Please choose another photo.',
  },
  'upload.photoUnknown': /*i18n*/ {
    id: 'upload.photoUnknown',
    message: 'Your photo was not found or has expired. Please add it again.',
  },
  'upload.photoUsed': /*i18n*/ {
    id: 'upload.photoUsed',
    message: 'This photo has already been sent with another testimonial. Please add it again.',
  },
  'error.daysRange': /*i18n*/ {
    id: 'error.daysRange',
    message: 'The number of days must be between {min} and {max}.',
  },
  'auth.loginFailed': /*i18n*/ {
    id: 'auth.loginFailed',
    message: 'Login failed; the username or password are not correct.',
  },
  'auth.tooManyAttempts': /*i18n*/ {
    id: 'auth.tooManyAttempts',
    message: 'Too many failed attempts. Please wait {seconds} seconds and try again.',
  },
  'auth.required': /*i18n*/ { id: 'auth.required', message: 'Please log in to see this page.' },
  'auth.forbidden': /*i18n*/ { id: 'auth.forbidden', message: 'You do not have access to this property.' },
  'auth.loggedIn': /*i18n*/ { id: 'auth.loggedIn', message: 'You are logged in.' },
  'auth.resetSent': /*i18n*/ {
    id: 'auth.resetSent',
    message:
      'If an account exists for this e-mail address, we have sent it a link to choose a new password. The link is valid for one hour.',
  },
  'auth.resetRateLimited': /*i18n*/ {
    id: 'auth.resetRateLimited',
    message: 'Too many requests. Please wait a few minutes and try again.',
  },
  'auth.resetInvalid': /*i18n*/ {
    id: 'auth.resetInvalid',
    message:
      'This link is no longer valid: it has expired or has already been used. Please ask for a new one.',
  },
  'auth.passwordChanged': /*i18n*/ {
    id: 'auth.passwordChanged',
    message: 'Your password has been changed. You are now logged in.',
  },
  'auth.passwordTooShort': /*i18n*/ {
    id: 'auth.passwordTooShort',
    message: 'The password must have at least {min} characters.',
  },
  'auth.passwordTooLong': /*i18n*/ {
    id: 'auth.passwordTooLong',
    message: 'The password may have at most {max} characters.',
  },
  'auth.passwordIsEmail': /*i18n*/ {
    id: 'auth.passwordIsEmail',
    message: 'Please choose a password other than your e-mail address.',
  },
  'auth.unavailable': /*i18n*/ {
    id: 'auth.unavailable',
    message: 'Logging in is not possible right now. Please try again in a moment.',
  },
  'form.watchAccepted': /*i18n*/ {
    id: 'form.watchAccepted',
    message:
      'Thank you. Please confirm with the link in the e-mail we have just sent you: we e-mail you about this property only once it is confirmed.',
  },
  'form.watchClosed': /*i18n*/ {
    id: 'form.watchClosed',
    message: 'This property is no longer on the market: it cannot be followed.',
  },
  'page.watchConfirm.title': /*i18n*/ {
    id: 'page.watchConfirm.title',
    message: 'Follow this property',
  },
  'page.watchConfirm.text': /*i18n*/ {
    id: 'page.watchConfirm.text',
    message:
      'Confirm that you want an e-mail when the price of this property drops, its availability changes or new visit times open.',
  },
  'page.watchConfirm.button': /*i18n*/ {
    id: 'page.watchConfirm.button',
    message: 'Confirm',
  },
  'page.watchConfirm.done': /*i18n*/ {
    id: 'page.watchConfirm.done',
    message:
      'Thank you: you now follow this property. We will e-mail you when its price drops, its availability changes or new visit times open.',
  },
  'page.watchConfirm.already': /*i18n*/ {
    id: 'page.watchConfirm.already',
    message: 'You already follow this property.',
  },
  'page.watchConfirm.expired': /*i18n*/ {
    id: 'page.watchConfirm.expired',
    message:
      'This confirmation link has expired (links are valid for {days} days). We can send you a new one.',
  },
  'page.alerts.title': /*i18n*/ {
    id: 'page.alerts.title',
    message: 'Your alerts',
  },
  'page.alerts.intro': /*i18n*/ {
    id: 'page.alerts.intro',
    message: 'The e-mail alerts sent to {email}. Change, pause or delete each one here.',
  },
  'page.alerts.searches': /*i18n*/ {
    id: 'page.alerts.searches',
    message: 'Saved searches',
  },
  'page.alerts.watches': /*i18n*/ {
    id: 'page.alerts.watches',
    message: 'Properties you follow',
  },
  'page.alerts.none': /*i18n*/ {
    id: 'page.alerts.none',
    message: 'There are no saved searches or followed properties for this address any more.',
  },
  'page.alerts.paused': /*i18n*/ {
    id: 'page.alerts.paused',
    message: 'Paused',
  },
  'page.alerts.instant': /*i18n*/ {
    id: 'page.alerts.instant',
    message: 'As soon as there is news',
  },
  'page.alerts.daily': /*i18n*/ {
    id: 'page.alerts.daily',
    message: 'Daily digest (8:00)',
  },
  'page.alerts.weekly': /*i18n*/ {
    id: 'page.alerts.weekly',
    message: 'Weekly digest (Monday 8:00)',
  },
  'page.alerts.change': /*i18n*/ {
    id: 'page.alerts.change',
    message: 'Change this search',
  },
  'page.alerts.save': /*i18n*/ {
    id: 'page.alerts.save',
    message: 'Save changes',
  },
  'page.alerts.pause': /*i18n*/ {
    id: 'page.alerts.pause',
    message: 'Pause',
  },
  'page.alerts.resume': /*i18n*/ {
    id: 'page.alerts.resume',
    message: 'Resume',
  },
  'page.alerts.delete': /*i18n*/ {
    id: 'page.alerts.delete',
    message: 'Delete',
  },
  'page.alerts.stopAll': /*i18n*/ {
    id: 'page.alerts.stopAll',
    message: 'Stop all my alerts',
  },
  'page.alerts.stopAllText': /*i18n*/ {
    id: 'page.alerts.stopAllText',
    message: 'Stops every saved search and followed property of this address at once.',
  },
  'page.alerts.saved': /*i18n*/ {
    id: 'page.alerts.saved',
    message: 'Your changes are saved.',
  },
  'page.alerts.pausedDone': /*i18n*/ {
    id: 'page.alerts.pausedDone',
    message: 'Paused: you receive no e-mails for it until you resume it.',
  },
  'page.alerts.resumed': /*i18n*/ {
    id: 'page.alerts.resumed',
    message: 'Resumed: you will hear of what changes from now on.',
  },
  'page.alerts.deleted': /*i18n*/ {
    id: 'page.alerts.deleted',
    message: 'Deleted.',
  },
  'page.alerts.stopped': /*i18n*/ {
    id: 'page.alerts.stopped',
    message:
      'All your alerts are stopped: you will receive no more e-mails about properties at this address.',
  },
  'page.alerts.notFound': /*i18n*/ {
    id: 'page.alerts.notFound',
    message: 'This search or property is no longer in your alerts.',
  },
  'page.alerts.fixErrors': /*i18n*/ {
    id: 'page.alerts.fixErrors',
    message: 'Please correct the fields marked below.',
  },
  'page.alerts.expired': /*i18n*/ {
    id: 'page.alerts.expired',
    message: 'This link has expired (links are valid for {days} days). We can e-mail you a new one.',
  },
  'page.alerts.sendLink': /*i18n*/ {
    id: 'page.alerts.sendLink',
    message: 'E-mail me a new link',
  },
  'page.alerts.linkSent': /*i18n*/ {
    id: 'page.alerts.linkSent',
    message: 'Done: a new link is on its way to your mailbox.',
  },
  'page.alerts.linkNotSent': /*i18n*/ {
    id: 'page.alerts.linkNotSent',
    message:
      'A new link was sent a few minutes ago, or there is nothing left to manage: please use the most recent e-mail.',
  },
  'page.alerts.unsubscribeTitle': /*i18n*/ {
    id: 'page.alerts.unsubscribeTitle',
    message: 'Stop your alerts?',
  },
  'page.alerts.unsubscribeText': /*i18n*/ {
    id: 'page.alerts.unsubscribeText',
    message:
      'You will no longer receive e-mails about properties: every saved search and followed property of this address stops.',
  },
  'page.alerts.manageLink': /*i18n*/ {
    id: 'page.alerts.manageLink',
    message: 'Manage my alerts one by one instead',
  },
  'page.alerts.gone': /*i18n*/ {
    id: 'page.alerts.gone',
    message: 'This property is no longer online.',
  },
  'page.alerts.buy': /*i18n*/ {
    id: 'page.alerts.buy',
    message: 'To buy',
  },
  'page.alerts.rent': /*i18n*/ {
    id: 'page.alerts.rent',
    message: 'To rent',
  },
  'page.alerts.fieldName': /*i18n*/ {
    id: 'page.alerts.fieldName',
    message: 'Name of the search',
  },
  'page.alerts.fieldFrequency': /*i18n*/ {
    id: 'page.alerts.fieldFrequency',
    message: 'How often',
  },
  'page.alerts.fieldPriceMin': /*i18n*/ {
    id: 'page.alerts.fieldPriceMin',
    message: 'Minimum price (€)',
  },
  'page.alerts.fieldPriceMax': /*i18n*/ {
    id: 'page.alerts.fieldPriceMax',
    message: 'Maximum price (€)',
  },
  'page.alerts.fieldBedrooms': /*i18n*/ {
    id: 'page.alerts.fieldBedrooms',
    message: 'Bedrooms (at least)',
  },
  'page.alerts.fieldLivingArea': /*i18n*/ {
    id: 'page.alerts.fieldLivingArea',
    message: 'Living area (m², at least)',
  },
  'page.alerts.fieldWords': /*i18n*/ {
    id: 'page.alerts.fieldWords',
    message: 'Search words (street, municipality, type or reference)',
  },
  'page.alerts.fieldEnergy': /*i18n*/ {
    id: 'page.alerts.fieldEnergy',
    message: 'Energy label (this one or better)',
  },
  'page.alerts.energyAny': /*i18n*/ {
    id: 'page.alerts.energyAny',
    message: 'Any',
  },
  'page.alerts.priceFrom': /*i18n*/ {
    id: 'page.alerts.priceFrom',
    message: 'from {min}',
  },
  'page.alerts.priceTo': /*i18n*/ {
    id: 'page.alerts.priceTo',
    message: 'up to {max}',
  },
  'page.alerts.bedrooms': /*i18n*/ {
    id: 'page.alerts.bedrooms',
    message: '{count, plural, one {# bedroom or more} other {# bedrooms or more}}',
  },
  'page.alerts.area': /*i18n*/ {
    id: 'page.alerts.area',
    message: '{area} m² or more',
  },
  'page.alerts.energy': /*i18n*/ {
    id: 'page.alerts.energy',
    message: 'energy label {label} or better',
  },
} as const;

const MESSAGES = { ...API_TEXTS, ...FORM_TEXTS };

export type MessageId = keyof typeof MESSAGES;
export const MESSAGE_IDS = Object.keys(MESSAGES) as MessageId[];

export const isMessageId = (id: string): id is MessageId => Object.hasOwn(MESSAGES, id);

const apiText = textBundle(API_TEXTS, { dir: 'server/locales', name: 'api' });
const formText = textBundle(FORM_TEXTS, { dir: 'common/locales', name: 'forms' });

export function translate(lang: LanguageCode, id: MessageId, params: TextParams = {}): string {
  return Object.hasOwn(FORM_TEXTS, id)
    ? formText(lang, id as keyof typeof FORM_TEXTS, params)
    : apiText(lang, id as keyof typeof API_TEXTS, params);
}

/** A message as written in a language, placeholders and all (the tests check them). */
export const messageSource = (lang: LanguageCode, id: MessageId): string =>
  Object.hasOwn(FORM_TEXTS, id)
    ? formText.source(lang, id as keyof typeof FORM_TEXTS)
    : apiText.source(lang, id as keyof typeof API_TEXTS);
