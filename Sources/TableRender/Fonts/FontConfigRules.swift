/// The rules of TableShot's private fontconfig configuration (no directories: only the files the library
/// adds are visible).
enum FontConfigRules {
    /// The configuration document.
    ///
    /// - Pango asks for the family "emoji" for runs of emoji (Unicode's emoji presentation), so it maps to
    ///   the color emoji font; without it, any font covering the code point (Noto Sans Symbols2's monochrome
    ///   👍) could draw it.
    /// - Color bitmap fonts (Noto Color Emoji's 136 px strikes) are scaled to the requested size, as
    ///   fontconfig's stock `10-scale-bitmap-fonts.conf` does; without it they draw at their strike size.
    static func document(emojiFamily: String) -> String {
        """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>\
        <alias binding="same"><family>emoji</family><prefer><family>\(emojiFamily)</family></prefer></alias>\
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
        <name target="font">pixelsize</name></divide></edit></match>\
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
        <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
        <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>\
        </match></fontconfig>
        """
    }
}
