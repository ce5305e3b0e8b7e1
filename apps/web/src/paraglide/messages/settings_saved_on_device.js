/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Saved_On_DeviceInputs */

const en_settings_saved_on_device = /** @type {(inputs: Settings_Saved_On_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These settings are saved on this device.`)
};

const hi_settings_saved_on_device = /** @type {(inputs: Settings_Saved_On_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ये सेटिंग्स इसी डिवाइस पर सहेजी जाती हैं।`)
};

/**
* | output |
* | --- |
* | "These settings are saved on this device." |
*
* @param {Settings_Saved_On_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_saved_on_device = /** @type {((inputs?: Settings_Saved_On_DeviceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Saved_On_DeviceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_saved_on_device(inputs)
	return en_settings_saved_on_device(inputs)
});