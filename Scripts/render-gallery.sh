#!/usr/bin/env bash
# Renders every Assets/Examples/gallery-*.json in the three classic and flat looks into Docs/gallery/
# (NAME-ios6.png, NAME-ios7.png and NAME-ios12.png), every Assets/Examples/modern-*.json (an "ios": "18"
# spec) in iOS 15–18, iOS 26 and iOS 13–14, light and dark (NAME-ios18-light.png, NAME-ios18-dark.png,
# NAME-ios26-light.png, …), every Assets/Examples/swiftui-*.json (an "ios": "18" SwiftUI spec, iOS 16 on) in
# iOS 15–18 and iOS 26, light and dark, and the Dynamic Type strip (Assets/Examples/dynamic-type-strip.json at each of the
# twelve text sizes, iOS 18 and 26: dynamic-type-iosN-CATEGORY.png), for the README.
# Usage: bash Scripts/render-gallery.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tableshot
mkdir -p Docs/gallery
for spec in Assets/Examples/gallery-*.json; do
    name=$(basename "$spec" .json)
    .build/debug/tableshot render "$spec" -o "Docs/gallery/$name-ios7.png"
    sed 's/"ios": "7"/"ios": "12"/' "$spec" | .build/debug/tableshot render - -o "Docs/gallery/$name-ios12.png"
    sed 's/"ios": "7"/"ios": "6"/' "$spec" | .build/debug/tableshot render - -o "Docs/gallery/$name-ios6.png"
done
for spec in Assets/Examples/modern-*.json; do
    name=$(basename "$spec" .json)
    for ios in 18 26 13; do
        sed "s/\"ios\": \"18\"/\"ios\": \"$ios\"/" "$spec" | .build/debug/tableshot render - -o "Docs/gallery/$name-ios$ios-light.png"
        sed "s/\"ios\": \"18\"/\"ios\": \"$ios\", \"userInterfaceStyle\": \"dark\"/" "$spec" |
            .build/debug/tableshot render - -o "Docs/gallery/$name-ios$ios-dark.png"
    done
done
for spec in Assets/Examples/swiftui-*.json; do
    name=$(basename "$spec" .json)
    for ios in 18 26; do
        sed "s/\"ios\": \"18\"/\"ios\": \"$ios\"/" "$spec" | .build/debug/tableshot render - -o "Docs/gallery/$name-ios$ios-light.png"
        sed "s/\"ios\": \"18\"/\"ios\": \"$ios\", \"userInterfaceStyle\": \"dark\"/" "$spec" |
            .build/debug/tableshot render - -o "Docs/gallery/$name-ios$ios-dark.png"
    done
done
for ios in 18 26; do
    for category in extraSmall small medium large extraLarge extraExtraLarge extraExtraExtraLarge \
        accessibilityMedium accessibilityLarge accessibilityExtraLarge accessibilityExtraExtraLarge \
        accessibilityExtraExtraExtraLarge; do
        sed "s/\"ios\": \"18\"/\"ios\": \"$ios\", \"preferredContentSizeCategory\": \"$category\"/" \
            Assets/Examples/dynamic-type-strip.json |
            .build/debug/tableshot render - -o "Docs/gallery/dynamic-type-ios$ios-$category.png"
    done
done
