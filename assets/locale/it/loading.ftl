loading-sounds = Caricamento suoni... { $loaded } di { $total }
