/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_Push_FailedInputs */

const en_settings_device_push_failed = /** @type {(inputs: Settings_Device_Push_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not change notifications on this device`)
};

const hi_settings_device_push_failed = /** @type {(inputs: Settings_Device_Push_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस डिवाइस की सूचनाएँ बदली नहीं जा सकीं`)
};

/**
* | output |
* | --- |
* | "Could not change notifications on this device" |
*
* @param {Settings_Device_Push_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_failed = /** @type {((inputs?: Settings_Device_Push_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_Push_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push_failed(inputs)
	return en_settings_device_push_failed(inputs)
});