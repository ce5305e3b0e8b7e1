/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_PushInputs */

const en_settings_device_push = /** @type {(inputs: Settings_Device_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications on this device`)
};

const hi_settings_device_push = /** @type {(inputs: Settings_Device_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस डिवाइस पर सूचनाएँ`)
};

/**
* | output |
* | --- |
* | "Notifications on this device" |
*
* @param {Settings_Device_PushInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push = /** @type {((inputs?: Settings_Device_PushInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_PushInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push(inputs)
	return en_settings_device_push(inputs)
});