# A stacking game in text: heights beside the letters (+ above 9), the
# rainbow top tile listed under the legend, a rainbow tile on the rack.
wsboard "$CASEDIR/rainbow.board" | sed -n '10p;18,$p'
