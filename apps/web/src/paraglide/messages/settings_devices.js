/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_DevicesInputs */

const en_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devices signed in`)
};

const hi_settings_devices = /** @type {(inputs: Settings_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइन इन किए हुए डिवाइस`)
};

/**
* | output |
* | --- |
* | "Devices signed in" |
*
* @param {Settings_DevicesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_devices = /** @type {((inputs?: Settings_DevicesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_DevicesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_devices(inputs)
	return en_settings_devices(inputs)
});